import { Card } from 'react-bootstrap';
import { Icon } from '../../../components/Icon';
import { profileTexts } from '../profile-texts';
import { PasswordLinkButton } from './PasswordLinkButton';

/**
 * In place of "Alterar senha" for an account made at a guest checkout: nobody knows its current
 * password, so the new one is chosen through a link sent to the account's own e-mail.
 */
export function SetPasswordCard({ email }: { email: string }) {
  return (
    <Card>
      <Card.Body>
        <h2 className="h5 d-flex align-items-center gap-2">
          <Icon name="key" />
          {profileTexts.setPasswordTitle}
        </h2>
        <p className="text-body-secondary small">{profileTexts.setPasswordHint(email)}</p>
        <PasswordLinkButton label={profileTexts.setPasswordSend} />
      </Card.Body>
    </Card>
  );
}
