import { Alert } from 'react-bootstrap';
import { useSession } from '../../../lib/session';
import { PasswordLinkButton, useMe } from '../../profile';

/**
 * After a guest's purchase (decisions.md §6): where the link to create a password went, and a way to
 * send it again, so the buyer can sign in later to follow the draw. Nothing for an account that
 * already has a password.
 */
export function GuestPasswordNotice() {
  return useSession() ? <SignedInNotice /> : null;
}

function SignedInNotice() {
  const me = useMe();
  if (!me.data || me.data.has_password) return null;
  return (
    <Alert variant="info" className="text-start mt-4 mb-0">
      <p>
        Enviamos para <strong>{me.data.email}</strong> um link para você criar sua senha. Com ela, você entra de novo para ver suas cartelas
        e acompanhar o sorteio.
      </p>
      <PasswordLinkButton label="Reenviar link" variant="outline-primary" />
    </Alert>
  );
}
