import { Button } from 'react-bootstrap';
import { Icon } from '../../../components/Icon';
import { useSendPasswordLink } from '../api/send-password-link';
import { profileTexts } from '../profile-texts';

/**
 * Sends the link to choose a password to the user's own e-mail, then says where it went. Used by
 * Perfil ("Definir senha") and by the page after a guest's purchase ("Reenviar link").
 */
export function PasswordLinkButton({ label, variant = 'primary' }: { label: string; variant?: string }) {
  const send = useSendPasswordLink();
  return (
    <div className="d-flex flex-column align-items-start gap-2">
      <Button variant={variant} onClick={() => send.mutate()} disabled={send.isPending}>
        <Icon name="envelope" className="me-2" />
        {send.isPending ? profileTexts.passwordLinkSending : label}
      </Button>
      <p className="small text-success-emphasis mb-0" role="status" aria-live="polite">
        {send.data?.message}
      </p>
    </div>
  );
}
