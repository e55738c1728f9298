import type { Coupon, CouponListItem } from '@bingo/core';
import { useState } from 'react';
import { Alert, Button, Card } from 'react-bootstrap';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { EmptyState } from '../../../components/EmptyState';
import { Icon } from '../../../components/Icon';
import { LoadingState } from '../../../components/LoadingState';
import { PageHeader } from '../../../components/PageHeader';
import { useDeleteCoupon } from '../api/delete-coupon';
import { useCoupons } from '../api/list-coupons';
import { useToggleCoupon } from '../api/toggle-coupon';
import { CouponDetailDialog } from '../components/CouponDetailDialog';
import { CouponFormModal } from '../components/CouponFormModal';
import { CouponsTable } from '../components/CouponsTable';
import { couponTexts } from '../coupon-texts';

/** /admin/cupons: discount coupons, how their uses stand, their purchases, and whether purchases accept them. */
export function CouponsAdminPage() {
  const coupons = useCoupons();
  const toggle = useToggleCoupon();
  const remove = useDeleteCoupon();
  // undefined: the form is closed; null: a new coupon.
  const [editing, setEditing] = useState<Coupon | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<Coupon | null>(null);
  // By id, so the dialog follows the list's fresh counts (after a toggle or a refetch).
  const [openId, setOpenId] = useState<number | null>(null);
  const open: CouponListItem | undefined = coupons.data?.find((c) => c.id === openId);

  const confirmDelete = () => {
    if (!deleting) return;
    // Closed either way: on a refusal the toast carries the server's reason.
    remove.mutate(deleting.id, { onSettled: () => setDeleting(null) });
  };

  return (
    <>
      <PageHeader
        title="Cupons"
        subtitle="Descontos para as compras online: percentual ou valor fixo, com número de usos."
        actions={
          <Button onClick={() => setEditing(null)}>
            <Icon name="plus-lg" className="me-1" />
            Novo cupom
          </Button>
        }
      />
      <Card>
        {coupons.isPending ? (
          <LoadingState text={couponTexts.loading} />
        ) : coupons.isError ? (
          <Alert variant="danger" className="m-3 d-flex flex-wrap align-items-center justify-content-between gap-2">
            <span>{couponTexts.loadFailed}</span>
            <Button variant="outline-danger" size="sm" onClick={() => void coupons.refetch()}>
              Tentar novamente
            </Button>
          </Alert>
        ) : coupons.data.length === 0 ? (
          <EmptyState icon="ticket-perforated" title={couponTexts.empty}>
            Use “Novo cupom” para cadastrar o primeiro.
          </EmptyState>
        ) : (
          <CouponsTable
            coupons={coupons.data}
            onOpen={(coupon) => setOpenId(coupon.id)}
            onEdit={setEditing}
            onDelete={setDeleting}
            onToggle={(coupon) => toggle.mutate({ id: coupon.id, ativo: !coupon.ativo })}
            togglingId={toggle.isPending ? (toggle.variables?.id ?? null) : null}
          />
        )}
      </Card>
      {open && <CouponDetailDialog coupon={open} onClose={() => setOpenId(null)} />}
      {editing !== undefined && <CouponFormModal coupon={editing} onClose={() => setEditing(undefined)} />}
      <ConfirmDialog
        show={deleting !== null}
        title="Excluir cupom"
        message={couponTexts.confirmDelete}
        confirmLabel="Excluir"
        pending={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </>
  );
}
