import type { User } from '@bingo/core';
import { PagedListCard, pageRows } from '../../../components/PagedListCard';
import type { useUsers } from '../api/list-users';
import { userTexts } from '../user-texts';
import type { UserAction } from './UserActions';
import { UsersTable } from './UsersTable';

interface Props {
  list: ReturnType<typeof useUsers>;
  refreshing: boolean;
  page: number;
  limit: number;
  onPage: (page: number) => void;
  onLimit: (limit: number) => void;
  onAction: (action: UserAction, user: User) => void;
}

/** 'Usuários Cadastrados': page size, the table, pagination and the totals line. */
export function UsersListCard({ list, onAction, ...paging }: Props) {
  return (
    <PagedListCard
      {...paging}
      title="Usuários Cadastrados"
      noun={['usuário', 'usuários']}
      query={pageRows(list, (page) => page.items)}
      total={list.data?.total ?? 0}
      loadFailed={userTexts.loadFailed}
      empty={{ title: 'Nenhum usuário encontrado.', hint: 'Cadastre um usuário ou mude os filtros.' }}
      paginationLabel="Paginação dos usuários"
    >
      {(users) => <UsersTable users={users} onAction={onAction} />}
    </PagedListCard>
  );
}
