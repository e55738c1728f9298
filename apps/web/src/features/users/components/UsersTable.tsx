import '../../../components/stacked-table.css';
import { formatDate, type User } from '@bingo/core';
import { Table } from 'react-bootstrap';
import { StatusBadge } from '../../../components/StatusBadge';
import { AffiliateLinkCell } from './AffiliateLinkCell';
import { type UserAction, UserActions } from './UserActions';

interface Props {
  users: User[];
  onAction: (action: UserAction, user: User) => void;
}

const yesNo = (flag: boolean) => (flag ? 'Sim' : 'Não');

/** One row per user; on a phone each row stacks into a small card. */
export function UsersTable({ users, onAction }: Props) {
  return (
    <Table hover className="align-middle mb-0 table-stack users-table">
      <thead>
        <tr>
          <th scope="col">Nome</th>
          <th scope="col">E-mail</th>
          <th scope="col">Administrador</th>
          <th scope="col">Afiliado</th>
          <th scope="col">Situação</th>
          <th scope="col">Link de Afiliado</th>
          <th scope="col">Cadastro</th>
          <th scope="col">Ações</th>
        </tr>
      </thead>
      <tbody>
        {users.map((user) => (
          <tr key={user.id}>
            <th scope="row" className="fw-semibold">
              {user.name}
            </th>
            <td data-label="E-mail" className="text-break">
              {user.email}
            </td>
            <td data-label="Administrador">{yesNo(user.is_admin)}</td>
            <td data-label="Afiliado">{yesNo(user.is_affiliate)}</td>
            <td data-label="Situação">
              <StatusBadge variant={user.active ? 'success' : 'secondary'}>{user.active ? 'Ativo' : 'Inativo'}</StatusBadge>
            </td>
            <td data-label="Link de Afiliado">
              <AffiliateLinkCell code={user.is_affiliate ? user.code : null} name={user.name} />
            </td>
            <td data-label="Cadastro" className="text-nowrap">
              {formatDate(user.createdAt)}
            </td>
            <td>
              <UserActions user={user} onAction={onAction} />
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
