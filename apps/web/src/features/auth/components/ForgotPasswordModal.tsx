import { forgotPasswordBody, msg } from '@bingo/core';
import { zodResolver } from '../../../lib/form-resolver';
import { useId } from 'react';
import { Button, Form, Modal } from 'react-bootstrap';
import { useForm } from 'react-hook-form';
import { SubmitButton } from '../../../components/SubmitButton';
import { TextField } from '../../../components/form/TextField';
import { notifySuccess } from '../../../lib/notify';
import { useForgotPassword } from '../api/forgot-password';

interface Props {
  show: boolean;
  onHide: () => void;
}

/** "Esqueci minha senha": asks an e-mail and sends the reset link (spec §2, §5, §8). */
export function ForgotPasswordModal({ show, onHide }: Props) {
  const id = useId();
  const forgot = useForgotPassword();
  const form = useForm({ resolver: zodResolver(forgotPasswordBody), defaultValues: { email: '' } });

  const close = () => {
    form.reset();
    onHide();
  };
  const onSubmit = form.handleSubmit(({ email }) =>
    forgot.mutate(email, {
      onSuccess: () => {
        notifySuccess(msg.forgotPasswordSent);
        close();
      },
    }),
  );

  return (
    <Modal show={show} onHide={close} centered aria-labelledby={`${id}-title`}>
      <Form noValidate onSubmit={onSubmit}>
        <Modal.Header closeButton closeLabel="Fechar">
          <Modal.Title as="h2" className="h5" id={`${id}-title`}>
            Esqueci minha senha
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <p className="text-body-secondary">Informe o e-mail da sua conta e enviaremos um link para criar uma nova senha.</p>
          <TextField
            label="E-mail"
            type="email"
            autoComplete="email"
            inputMode="email"
            autoFocus
            error={form.formState.errors.email?.message}
            {...form.register('email')}
          />
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={close}>
            Cancelar
          </Button>
          <SubmitButton pending={forgot.isPending}>Enviar link</SubmitButton>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
