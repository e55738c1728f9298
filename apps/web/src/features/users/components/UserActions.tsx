import type { User } from '@bingo/core';
import { Button, ButtonGroup, Dropdown } from 'react-bootstrap';
import { Icon } from '../../../components/Icon';

export type UserAction = 'edit' | 'admin' | 'affiliate' | 'status' | 'password' | 'delete';

interface Props {
  user: User;
  onAction: (action: UserAction, user: User) => void;
}

/** Editar in sight; the toggles, the password and Excluir in a menu, so a row fits a phone. */
export function UserActions({ user, onAction }: Props) {
  const items: { action: UserAction; label: string; icon: string; danger?: boolean }[] = [
    { action: 'admin', label: user.is_admin ? 'Remover administrador' : 'Tornar administrador', icon: 'shield-lock' },
    { action: 'affiliate', label: user.is_affiliate ? 'Remover afiliado' : 'Tornar afiliado', icon: 'link-45deg' },
    { action: 'status', label: user.active ? 'Desativar' : 'Ativar', icon: user.active ? 'person-dash' : 'person-check' },
    { action: 'password', label: 'Redefinir senha', icon: 'key' },
    { action: 'delete', label: 'Excluir', icon: 'trash', danger: true },
  ];
  return (
    <Dropdown as={ButtonGroup} size="sm" align="end">
      <Button variant="outline-primary" onClick={() => onAction('edit', user)} aria-label={`Editar ${user.name}`}>
        <Icon name="pencil" className="me-1" />
        Editar
      </Button>
      <Dropdown.Toggle split variant="outline-primary" aria-label={`Mais ações de ${user.name}`} />
      {/* Fixed, so the menu is not cut by the table's sideways scroll box when the list is short. */}
      <Dropdown.Menu popperConfig={{ strategy: 'fixed' }}>
        {items.map(({ action, label, icon, danger }) => (
          <Dropdown.Item key={action} as="button" className={danger ? 'text-danger' : undefined} onClick={() => onAction(action, user)}>
            <Icon name={icon} className="me-2" />
            {label}
          </Dropdown.Item>
        ))}
      </Dropdown.Menu>
    </Dropdown>
  );
}
