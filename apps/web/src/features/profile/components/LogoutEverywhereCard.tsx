import { useState } from 'react';
import { Button, Card } from 'react-bootstrap';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { Icon } from '../../../components/Icon';
import { useLogoutAll } from '../api/logout-all';
import { profileTexts } from '../profile-texts';

/** Ends the session on every phone and computer, this one included, after a confirmation. */
export function LogoutEverywhereCard() {
  const logoutAll = useLogoutAll();
  const [confirming, setConfirming] = useState(false);
  return (
    <Card>
      <Card.Body>
        <h2 className="h5 d-flex align-items-center gap-2">
          <Icon name="shield-lock" />
          {profileTexts.sessionsTitle}
        </h2>
        <p className="text-body-secondary small">{profileTexts.sessionsHint}</p>
        <Button variant="outline-danger" onClick={() => setConfirming(true)}>
          <Icon name="box-arrow-right" className="me-2" />
          {profileTexts.logoutAll}
        </Button>
      </Card.Body>
      <ConfirmDialog
        show={confirming}
        title={profileTexts.logoutAll}
        message={profileTexts.logoutAllConfirm}
        confirmLabel={profileTexts.logoutAllConfirmLabel}
        pending={logoutAll.isPending}
        onConfirm={() => logoutAll.mutate(undefined, { onError: () => setConfirming(false) })}
        onCancel={() => setConfirming(false)}
      />
    </Card>
  );
}
