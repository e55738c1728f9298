import { formatPhone, type User, updateMeBody } from '@bingo/core';
import { zodResolver } from '../../../lib/form-resolver';
import { Card, Form } from 'react-bootstrap';
import { useForm } from 'react-hook-form';
import { SubmitButton } from '../../../components/SubmitButton';
import { MaskedField } from '../../../components/form/MaskedField';
import { TextField } from '../../../components/form/TextField';
import { notifySuccess } from '../../../lib/notify';
import { texts } from '../../../lib/texts';
import { useUpdateMe } from '../api/update-me';

/** Nome and telefone, the two things a user may change about themself (PATCH /auth/me). */
export function ProfileForm({ user }: { user: User }) {
  const update = useUpdateMe();
  const form = useForm({
    resolver: zodResolver(updateMeBody),
    values: { name: user.name, phone: formatPhone(user.phone) },
  });
  const { errors, isDirty } = form.formState;

  const onSubmit = form.handleSubmit((body) => update.mutate(body, { onSuccess: () => notifySuccess(texts.profileSaved) }));

  return (
    <Card>
      <Card.Body>
        <h2 className="h5 mb-3">Dados pessoais</h2>
        <Form noValidate onSubmit={onSubmit}>
          <TextField label="Nome" autoComplete="name" error={errors.name?.message} {...form.register('name')} />
          <MaskedField
            control={form.control}
            name="phone"
            label="Telefone"
            mask="(00) 00000-0000"
            placeholder="(00) 00000-0000"
            inputMode="tel"
            autoComplete="tel-national"
          />
          <SubmitButton pending={update.isPending} disabled={!isDirty}>
            Salvar alterações
          </SubmitButton>
        </Form>
      </Card.Body>
    </Card>
  );
}
