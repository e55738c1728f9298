import { formatCpf, formatDate, formatPhone, type User } from '@bingo/core';
import { Card } from 'react-bootstrap';
import { Icon } from '../../../components/Icon';
import { StatusBadge } from '../../../components/StatusBadge';

function Row({ icon, label, value }: { icon: string; label: string; value: string }) {
  // A <dl> may only hold dt/dd groups in a <div>: the icon goes inside the <dt>, placed by CSS.
  return (
    <div className="profile-fact py-2">
      <dt className="small text-body-secondary fw-normal">
        <Icon name={icon} className="profile-fact-icon text-body-secondary fs-5" />
        {label}
      </dt>
      <dd className="mb-0 text-break">{value}</dd>
    </div>
  );
}

export function ProfileSummary({ user }: { user: User }) {
  return (
    <Card>
      <Card.Body>
        <div className="d-flex align-items-center gap-2 mb-2">
          <h2 className="h5 mb-0">{user.name}</h2>
          {user.is_admin && <StatusBadge variant="primary">Administrador</StatusBadge>}
          {user.is_affiliate && <StatusBadge variant="info">Afiliado</StatusBadge>}
        </div>
        <dl className="profile-facts mb-0">
          <Row icon="envelope" label="E-mail" value={user.email} />
          <Row icon="telephone" label="Telefone" value={user.phone ? formatPhone(user.phone) : 'Não informado'} />
          {user.document && <Row icon="person-vcard" label="CPF" value={formatCpf(user.document)} />}
          <Row icon="calendar-check" label="Membro desde" value={formatDate(user.createdAt)} />
        </dl>
      </Card.Body>
    </Card>
  );
}
