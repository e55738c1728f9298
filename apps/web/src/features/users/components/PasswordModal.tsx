import { type User, userPasswordBody } from '@bingo/core';
import { useForm } from 'react-hook-form';
import { FormModal } from '../../../components/FormModal';
import { TextField } from '../../../components/form/TextField';
import { zodResolver } from '../../../lib/form-resolver';
import { notifySuccess } from '../../../lib/notify';
import { useSetUserPassword } from '../api/set-user-password';
import { userTexts } from '../user-texts';

/** 'Redefinir Senha' of a user. An empty box does nothing (spec §5): it is refused before any call. */
export function PasswordModal({ user, onClose }: { user: User; onClose: () => void }) {
  const save = useSetUserPassword();
  const form = useForm({ resolver: zodResolver(userPasswordBody), defaultValues: { password: '' } });
  const onSubmit = form.handleSubmit(({ password }) =>
    save.mutate(
      { id: user.id, password },
      {
        onSuccess: () => {
          notifySuccess(userTexts.passwordChanged);
          onClose();
        },
      },
    ),
  );
  return (
    <FormModal title="Redefinir Senha" pending={save.isPending} onClose={onClose} onSubmit={onSubmit} submitLabel="Salvar">
      <p className="mb-3">
        Nova senha de <strong>{user.name}</strong>
      </p>
      <TextField
        label="Nova Senha"
        type="password"
        autoFocus
        autoComplete="new-password"
        error={form.formState.errors.password?.message}
        {...form.register('password')}
      />
    </FormModal>
  );
}
