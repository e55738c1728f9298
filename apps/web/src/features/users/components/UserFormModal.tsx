import { createUserBody, type User } from '@bingo/core';
import { useId } from 'react';
import { Form } from 'react-bootstrap';
import { type Resolver, useForm } from 'react-hook-form';
import { FormModal } from '../../../components/FormModal';
import { TextField } from '../../../components/form/TextField';
import { zodResolver } from '../../../lib/form-resolver';
import { notifySuccess } from '../../../lib/notify';
import { useCreateUser } from '../api/create-user';
import { useUpdateUser } from '../api/update-user';
import { userTexts } from '../user-texts';

interface Props {
  /** null: a new user. */
  user: User | null;
  onClose: () => void;
}

interface Values {
  name: string;
  email: string;
  password: string;
  is_admin: boolean;
  is_affiliate: boolean;
}

// Editing asks for name and e-mail only (spec §5); roles change through the row's actions.
const editSchema = createUserBody.pick({ name: true, email: true });

/** 'Novo Usuário' (with Administrador and Afiliado) or 'Editar Usuário'. Rendered only while open. */
export function UserFormModal({ user, onClose }: Props) {
  const id = useId();
  const create = useCreateUser();
  const update = useUpdateUser();
  const pending = create.isPending || update.isPending;
  const form = useForm<Values>({
    resolver: zodResolver(user ? editSchema : createUserBody) as unknown as Resolver<Values>,
    defaultValues: { name: user?.name ?? '', email: user?.email ?? '', password: '', is_admin: false, is_affiliate: false },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) => {
    const done = {
      onSuccess: () => {
        notifySuccess(user ? userTexts.updated : userTexts.created);
        onClose();
      },
    };
    if (user) update.mutate({ id: user.id, body: { name: values.name, email: values.email } }, done);
    else create.mutate(values, done);
  });

  return (
    <FormModal
      title={user ? 'Editar Usuário' : 'Novo Usuário'}
      pending={pending}
      onClose={onClose}
      onSubmit={onSubmit}
      submitLabel={user ? 'Salvar' : 'Cadastrar'}
      fullscreen="sm-down"
    >
      <TextField label="Nome" autoFocus autoComplete="off" error={errors.name?.message} {...form.register('name')} />
      <TextField label="E-mail" type="email" autoComplete="off" error={errors.email?.message} {...form.register('email')} />
      {!user && (
        <>
          <TextField
            label="Senha"
            type="password"
            autoComplete="new-password"
            hint="Pelo menos 8 caracteres."
            error={errors.password?.message}
            {...form.register('password')}
          />
          <Form.Check id={`${id}-admin`} label="Administrador" {...form.register('is_admin')} />
          <Form.Check id={`${id}-affiliate`} label="Afiliado" {...form.register('is_affiliate')} />
        </>
      )}
    </FormModal>
  );
}
