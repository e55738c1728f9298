import '../../../components/stacked-table.css';
import '../users.css';
import type { User } from '@bingo/core';
import { Table } from 'react-bootstrap';
import { StatusBadge } from '../../../components/StatusBadge';
import { AffiliateLinkCell } from './AffiliateLinkCell';
import { type UserAction, UserActions } from './UserActions';

/** `is_seller` is derived by the server from the batches (decisions.md §13); the list always carries it. */
type ListedUser = User & { is_seller?: boolean };

interface Props {
  users: ListedUser[];
  onAction: (action: UserAction, user: User) => void;
}

/** One row per user; on a phone each row stacks into a small card. */
export function UsersTable({ users, onAction }: Props) {
  return (
    <Table responsive hover className="align-middle mb-0 table-stack users-table">
      <thead>
        <tr>
          <th scope="col">Nome</th>
          <th scope="col">E-mail</th>
          <th scope="col">Papéis</th>
          <th scope="col">Situação</th>
          <th scope="col">Link de Afiliado</th>
          <th scope="col">Ações</th>
        </tr>
      </thead>
      <tbody>
        {users.map((user) => (
          <tr key={user.id}>
            <th scope="row" className="fw-semibold">
              {user.name}
            </th>
            <td data-label="E-mail" className="users-table__email">
              {user.email}
            </td>
            <td data-label="Papéis">
              <span className="d-inline-flex flex-wrap gap-1">
                {user.is_admin && <StatusBadge variant="primary">Administrador</StatusBadge>}
                {user.is_affiliate && <StatusBadge variant="info">Afiliado</StatusBadge>}
                {user.is_seller && <StatusBadge variant="success">Vendedor</StatusBadge>}
                {!user.is_admin && !user.is_affiliate && !user.is_seller && <span className="text-body-secondary">Comprador</span>}
              </span>
            </td>
            <td data-label="Situação">
              <StatusBadge variant={user.active ? 'success' : 'secondary'}>{user.active ? 'Ativo' : 'Inativo'}</StatusBadge>
            </td>
            <td data-label="Link de Afiliado">
              <AffiliateLinkCell code={user.is_affiliate ? user.code : null} name={user.name} />
            </td>
            <td className="text-nowrap">
              <UserActions user={user} onAction={onAction} />
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
