import { loginBody } from '@bingo/core';
import { zodResolver } from '../../lib/form-resolver';
import { useState } from 'react';
import { Alert, Button, Form } from 'react-bootstrap';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useNavigate } from 'react-router';
import { paths, returnPath } from '../../lib/paths';
import { CenteredCard } from '../../components/CenteredCard';
import { SubmitButton } from '../../components/SubmitButton';
import { TextField } from '../../components/form/TextField';
import { errorText } from '../../lib/api-error';
import { texts } from '../../lib/texts';
import { useLogin } from './api/login';
import { ForgotPasswordModal } from './components/ForgotPasswordModal';

export function LoginPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const login = useLogin();
  const [forgotOpen, setForgotOpen] = useState(false);
  const form = useForm({ resolver: zodResolver(loginBody), defaultValues: { email: '', password: '' } });
  const { errors } = form.formState;

  // Back to the page that asked for a login; otherwise an admin to the admin's home, a batch's
  // seller to Minhas Vendas, where they work (decisions.md §13), a buyer to the dashboard.
  const onSubmit = form.handleSubmit((values) =>
    login.mutate(values, {
      onSuccess: ({ user, is_seller }) => {
        const from = returnPath((location.state as { from?: unknown } | null)?.from);
        const home = user.is_admin ? paths.admin.home : is_seller ? paths.vendedor : paths.dashboard;
        navigate(from ?? home, { replace: true });
      },
    }),
  );

  return (
    <CenteredCard title="Entrar" subtitle="Acesse sua conta para ver suas cartelas e acompanhar os sorteios.">
      {login.isError && (
        <Alert variant="danger" className="d-flex gap-2 align-items-start">
          <i className="bi bi-exclamation-triangle-fill" aria-hidden="true" />
          <span>{errorText(login.error, texts.loginFailed)}</span>
        </Alert>
      )}
      <Form noValidate onSubmit={onSubmit}>
        <TextField
          label="E-mail"
          type="email"
          autoComplete="email"
          inputMode="email"
          error={errors.email?.message}
          {...form.register('email')}
        />
        <TextField
          label="Senha"
          type="password"
          autoComplete="current-password"
          error={errors.password?.message}
          {...form.register('password')}
        />
        <SubmitButton pending={login.isPending} className="w-100 mt-2">
          Entrar
        </SubmitButton>
      </Form>
      <div className="d-flex flex-wrap justify-content-between align-items-center gap-2 mt-3">
        <Button variant="link" className="p-0" onClick={() => setForgotOpen(true)}>
          Esqueci minha senha
        </Button>
        <span>
          {/* The page to return to goes along: a new account comes back there too (docs/decisions/028). */}
          Novo por aqui?{' '}
          <Link to={paths.register} state={location.state}>
            Crie sua conta
          </Link>
        </span>
      </div>
      <ForgotPasswordModal show={forgotOpen} onHide={() => setForgotOpen(false)} />
    </CenteredCard>
  );
}
