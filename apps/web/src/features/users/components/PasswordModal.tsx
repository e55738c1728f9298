import { type User, userPasswordBody } from '@bingo/core';
import { useId } from 'react';
import { Button, Form, Modal } from 'react-bootstrap';
import { useForm } from 'react-hook-form';
import { SubmitButton } from '../../../components/SubmitButton';
import { TextField } from '../../../components/form/TextField';
import { zodResolver } from '../../../lib/form-resolver';
import { notifySuccess } from '../../../lib/notify';
import { useSetUserPassword } from '../api/set-user-password';
import { userTexts } from '../user-texts';

/** 'Redefinir Senha' of a user. An empty box does nothing (spec §5): it is refused before any call. */
export function PasswordModal({ user, onClose }: { user: User; onClose: () => void }) {
  const id = useId();
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
    <Modal show onHide={save.isPending ? undefined : onClose} aria-labelledby={`${id}-title`}>
      <Form noValidate onSubmit={onSubmit}>
        <Modal.Header closeButton={!save.isPending}>
          <Modal.Title as="h2" className="h5" id={`${id}-title`}>
            Redefinir Senha
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <p className="mb-3">
            Nova senha de <strong>{user.name}</strong>
          </p>
          <TextField label="Nova Senha" type="password" autoFocus autoComplete="new-password" error={form.formState.errors.password?.message} {...form.register('password')} />
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={onClose} disabled={save.isPending}>
            Cancelar
          </Button>
          <SubmitButton pending={save.isPending}>Salvar</SubmitButton>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
