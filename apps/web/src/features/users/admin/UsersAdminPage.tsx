import type { User } from '@bingo/core';
import { useState } from 'react';
import { Button } from 'react-bootstrap';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { Icon } from '../../../components/Icon';
import { PageHeader } from '../../../components/PageHeader';
import { useConfirmDelete } from '../../../components/use-confirm-delete';
import { notifySuccess } from '../../../lib/notify';
import { usePagedFilters } from '../../../lib/use-paged-filters';
import { useDeleteUser } from '../api/delete-user';
import { useUsers } from '../api/list-users';
import { PasswordModal } from '../components/PasswordModal';
import type { UserAction } from '../components/UserActions';
import { UserFiltersCard } from '../components/UserFiltersCard';
import { UserFormModal } from '../components/UserFormModal';
import { UsersListCard } from '../components/UsersListCard';
import { useUserToggles } from '../use-user-toggles';
import { DEFAULT_PAGE_SIZE, emptyFilters, userListQuery } from '../user-filters';
import { userTexts } from '../user-texts';

type Dialog = { kind: 'new' } | { kind: 'edit' | 'password'; user: User } | null;

/** /admin/usuarios (spec §2 "Users admin"). */
export function UsersAdminPage() {
  const paging = usePagedFilters(emptyFilters, DEFAULT_PAGE_SIZE);
  const [dialog, setDialog] = useState<Dialog>(null);
  const list = useUsers(userListQuery(paging.filters, paging.page, paging.limit));
  const toggles = useUserToggles();
  const remove = useDeleteUser();
  const deleting = useConfirmDelete<User>(remove, () => {
    notifySuccess(userTexts.deleted);
    paging.afterDelete(list.data?.items.length ?? 0);
  });
  const close = () => setDialog(null);

  const onAction = (action: UserAction, user: User) => {
    if (action === 'admin' || action === 'affiliate' || action === 'status') toggles[action](user);
    else if (action === 'delete') deleting.ask(user);
    else setDialog({ kind: action, user });
  };

  return (
    <>
      <PageHeader
        title="Usuários"
        subtitle="Quem acessa o sistema: administradores, afiliados e compradores."
        actions={
          <Button onClick={() => setDialog({ kind: 'new' })}>
            <Icon name="person-plus" className="me-1" />
            Novo Usuário
          </Button>
        }
      />
      <UserFiltersCard applied={paging.filters} onApply={paging.applyFilters} />
      <UsersListCard
        list={list}
        refreshing={list.isPlaceholderData || toggles.pending}
        page={paging.page}
        limit={paging.limit}
        onPage={paging.setPage}
        onLimit={paging.changeLimit}
        onAction={onAction}
      />
      {dialog?.kind === 'new' && <UserFormModal user={null} onClose={close} />}
      {dialog?.kind === 'edit' && <UserFormModal user={dialog.user} onClose={close} />}
      {dialog?.kind === 'password' && <PasswordModal user={dialog.user} onClose={close} />}
      <ConfirmDialog
        title="Excluir usuário"
        message={
          <>
            {userTexts.confirmDelete}
            {deleting.target && <span className="d-block mt-2 fw-semibold">{deleting.target.name}</span>}
          </>
        }
        confirmLabel="Excluir"
        {...deleting.dialog}
      />
    </>
  );
}
