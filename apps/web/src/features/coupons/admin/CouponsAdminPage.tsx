import type { Coupon, CouponListItem } from '@bingo/core';
import { useState } from 'react';
import { Button, Card } from 'react-bootstrap';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { Icon } from '../../../components/Icon';
import { ListStates } from '../../../components/ListStates';
import { PageHeader } from '../../../components/PageHeader';
import { useConfirmDelete } from '../../../components/use-confirm-delete';
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
  const deleting = useConfirmDelete<Coupon>(remove);
  // By id, so the dialog follows the list's fresh counts (after a toggle or a refetch).
  const [openId, setOpenId] = useState<number | null>(null);
  const open: CouponListItem | undefined = coupons.data?.find((c) => c.id === openId);

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
        <ListStates
          query={coupons}
          loadingText={couponTexts.loading}
          loadFailed={couponTexts.loadFailed}
          inset
          empty={{ icon: 'ticket-perforated', title: couponTexts.empty, hint: 'Use “Novo cupom” para cadastrar o primeiro.' }}
        >
          {(rows) => (
            <CouponsTable
              coupons={rows}
              onOpen={(coupon) => setOpenId(coupon.id)}
              onEdit={setEditing}
              onDelete={deleting.ask}
              onToggle={(coupon) => toggle.mutate({ id: coupon.id, ativo: !coupon.ativo })}
              togglingId={toggle.isPending ? (toggle.variables?.id ?? null) : null}
            />
          )}
        </ListStates>
      </Card>
      {open && <CouponDetailDialog coupon={open} onClose={() => setOpenId(null)} />}
      {editing !== undefined && <CouponFormModal coupon={editing} onClose={() => setEditing(undefined)} />}
      <ConfirmDialog title="Excluir cupom" message={couponTexts.confirmDelete} confirmLabel="Excluir" {...deleting.dialog} />
    </>
  );
}
