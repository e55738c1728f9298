import { changePasswordBody, msg } from '@bingo/core';
import { zodResolver } from '../../../lib/form-resolver';
import { Card, Form } from 'react-bootstrap';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { SubmitButton } from '../../../components/SubmitButton';
import { TextField } from '../../../components/form/TextField';
import { notifySuccess } from '../../../lib/notify';
import { texts } from '../../../lib/texts';
import { useChangePassword } from '../api/change-password';

const changePasswordForm = changePasswordBody
  .extend({ confirm: z.string().min(1, msg.required) })
  .refine((values) => values.new_password === values.confirm, { path: ['confirm'], message: msg.passwordMismatch });

const empty = { current_password: '', new_password: '', confirm: '' };

export function ChangePasswordForm() {
  const change = useChangePassword();
  const form = useForm({ resolver: zodResolver(changePasswordForm), defaultValues: empty });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(({ confirm: _confirm, ...body }) =>
    change.mutate(body, {
      onSuccess: () => {
        notifySuccess(texts.passwordChanged);
        form.reset(empty);
      },
    }),
  );

  return (
    <Card>
      <Card.Body>
        <h2 className="h5 mb-3">Alterar senha</h2>
        <Form noValidate onSubmit={onSubmit}>
          <TextField
            label="Senha atual"
            type="password"
            autoComplete="current-password"
            error={errors.current_password?.message}
            {...form.register('current_password')}
          />
          <TextField
            label="Nova senha"
            type="password"
            autoComplete="new-password"
            hint="Pelo menos 8 caracteres."
            error={errors.new_password?.message}
            {...form.register('new_password')}
          />
          <TextField
            label="Confirmar nova senha"
            type="password"
            autoComplete="new-password"
            error={errors.confirm?.message}
            {...form.register('confirm')}
          />
          <SubmitButton pending={change.isPending}>Alterar senha</SubmitButton>
        </Form>
      </Card.Body>
    </Card>
  );
}
