import { msg, registerBody } from '@bingo/core';
import { zodResolver } from '../../lib/form-resolver';
import { useState } from 'react';
import { Button, Form } from 'react-bootstrap';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useNavigate } from 'react-router';
import { z } from 'zod';
import { paths, returnPath } from '../../lib/paths';
import { CenteredCard } from '../../components/CenteredCard';
import { SubmitButton } from '../../components/SubmitButton';
import { TextField } from '../../components/form/TextField';
import { notifySuccess } from '../../lib/notify';
import { texts } from '../../lib/texts';
import { useLogin } from './api/login';
import { useRegister } from './api/register';
import { TermsModal } from './components/TermsModal';

// The API's own schema plus the terms checkbox, which only the form knows about.
const registerForm = registerBody.extend({
  terms: z.boolean().refine((accepted) => accepted, msg.termsRequired),
});

export function RegisterPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const register = useRegister();
  const login = useLogin();
  const [termsOpen, setTermsOpen] = useState(false);
  const form = useForm({
    resolver: zodResolver(registerForm),
    defaultValues: { name: '', email: '', password: '', terms: false },
  });
  const { errors } = form.formState;

  // A new account is signed in at once and goes back where the login was asked for, like the
  // login page does (docs/decisions/028); should that sign-in fail, the login form remains.
  const onSubmit = form.handleSubmit(({ terms: _accepted, ...body }) =>
    register.mutate(body, {
      onSuccess: () => {
        notifySuccess(texts.registerSuccess);
        login.mutate(
          { email: body.email, password: body.password },
          {
            onSuccess: () =>
              navigate(returnPath((location.state as { from?: unknown } | null)?.from) ?? paths.dashboard, { replace: true }),
            onError: () => navigate(paths.login, { state: location.state }),
          },
        );
      },
    }),
  );

  return (
    <CenteredCard title="Criar conta" subtitle="Cadastre-se para comprar cartelas e acompanhar os sorteios.">
      <Form noValidate onSubmit={onSubmit}>
        <TextField label="Nome completo" autoComplete="name" error={errors.name?.message} {...form.register('name')} />
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
          autoComplete="new-password"
          hint="Pelo menos 8 caracteres."
          error={errors.password?.message}
          {...form.register('password')}
        />
        <Form.Group className="mb-3" controlId="register-terms">
          <Form.Check type="checkbox" isInvalid={Boolean(errors.terms)}>
            <Form.Check.Input
              type="checkbox"
              isInvalid={Boolean(errors.terms)}
              aria-describedby={errors.terms ? 'register-terms-error' : undefined}
              {...form.register('terms')}
            />
            <Form.Check.Label>
              Li e aceito os{' '}
              <Button variant="link" className="p-0 align-baseline" onClick={() => setTermsOpen(true)}>
                Termos de Adesão
              </Button>
            </Form.Check.Label>
            <Form.Control.Feedback type="invalid" id="register-terms-error">
              {errors.terms?.message}
            </Form.Control.Feedback>
          </Form.Check>
        </Form.Group>
        <SubmitButton pending={register.isPending || login.isPending} className="w-100">
          Cadastrar
        </SubmitButton>
      </Form>
      <p className="mt-3 mb-0 text-center">
        Já tem conta?{' '}
        <Link to={paths.login} state={location.state}>
          Entrar
        </Link>
      </p>
      <TermsModal show={termsOpen} onHide={() => setTermsOpen(false)} />
    </CenteredCard>
  );
}
