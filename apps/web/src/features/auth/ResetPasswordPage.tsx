import { msg, password } from '@bingo/core';
import { zodResolver } from '../../lib/form-resolver';
import { useEffect } from 'react';
import { Form } from 'react-bootstrap';
import { useForm } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod';
import { paths } from '../../lib/paths';
import { CenteredCard } from '../../components/CenteredCard';
import { SubmitButton } from '../../components/SubmitButton';
import { TextField } from '../../components/form/TextField';
import { notifyError, notifySuccess } from '../../lib/notify';
import { texts } from '../../lib/texts';
import { useResetPassword } from './api/reset-password';

const resetForm = z
  .object({ password, confirm: z.string().min(1, msg.required) })
  .refine((values) => values.password === values.confirm, { path: ['confirm'], message: msg.passwordMismatch });

/** Redefinir Senha: the link from the e-mail carries ?token= (spec §2, §5). */
export function ResetPasswordPage() {
  const navigate = useNavigate();
  const token = useSearchParams()[0].get('token')?.trim() ?? '';
  const reset = useResetPassword();
  const form = useForm({ resolver: zodResolver(resetForm), defaultValues: { password: '', confirm: '' } });
  const { errors } = form.formState;

  useEffect(() => {
    if (token) return;
    notifyError(texts.invalidToken);
    navigate(paths.login, { replace: true });
  }, [token, navigate]);

  const onSubmit = form.handleSubmit((values) =>
    reset.mutate(
      { token, password: values.password },
      {
        onSuccess: () => {
          notifySuccess(texts.resetSuccess);
          navigate(paths.login, { replace: true });
        },
      },
    ),
  );

  if (!token) return null;
  return (
    <CenteredCard title="Redefinir Senha" subtitle="Escolha uma nova senha para a sua conta.">
      <Form noValidate onSubmit={onSubmit}>
        <TextField
          label="Nova Senha"
          type="password"
          autoComplete="new-password"
          hint="Pelo menos 8 caracteres."
          error={errors.password?.message}
          {...form.register('password')}
        />
        <TextField
          label="Confirmar Nova Senha"
          type="password"
          autoComplete="new-password"
          error={errors.confirm?.message}
          {...form.register('confirm')}
        />
        <SubmitButton pending={reset.isPending} className="w-100 mt-2">
          Salvar Nova Senha
        </SubmitButton>
      </Form>
    </CenteredCard>
  );
}
