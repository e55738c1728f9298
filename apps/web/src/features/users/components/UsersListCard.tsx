import type { User } from '@bingo/core';
import { PagedListCard } from '../../../components/PagedListCard';
import type { UserPage } from '../api/list-users';
import type { UserAction } from './UserActions';
import { UsersTable } from './UsersTable';

interface Props {
  data: UserPage | undefined;
  loading: boolean;
  refreshing: boolean;
  page: number;
  limit: number;
  onPage: (page: number) => void;
  onLimit: (limit: number) => void;
  onAction: (action: UserAction, user: User) => void;
}

/** 'Usuários Cadastrados': page size, the table, pagination and the totals line. */
export function UsersListCard({ data, onAction, ...paging }: Props) {
  return (
    <PagedListCard
      {...paging}
      title="Usuários Cadastrados"
      noun={['usuário', 'usuários']}
      total={data?.total ?? 0}
      shown={data?.items.length ?? 0}
      empty={{ title: 'Nenhum usuário encontrado.', hint: 'Cadastre um usuário ou mude os filtros.' }}
      paginationLabel="Paginação dos usuários"
    >
      {data && <UsersTable users={data.items} onAction={onAction} />}
    </PagedListCard>
  );
}
