import type { CouponListItem } from '@bingo/core';
import { useId } from 'react';
import { Alert, Button, Modal } from 'react-bootstrap';
import { EmptyState } from '../../../components/EmptyState';
import { LoadingState } from '../../../components/LoadingState';
import { useCouponPurchases } from '../api/list-coupon-purchases';
import { couponTypeLabels, couponValue } from '../coupon-form';
import { couponTexts } from '../coupon-texts';
import { CouponPurchasesTable } from './CouponPurchasesTable';
import { LoadFailed } from '../../../components/LoadFailed';

function Figure({ label, value }: { label: string; value: number }) {
  return (
    <div className="col">
      <div className="border rounded-3 p-2 h-100 text-center">
        <div className="fs-4 fw-semibold">{value}</div>
        <div className="small text-body-secondary">{label}</div>
      </div>
    </div>
  );
}

/** A coupon's detail: how its uses stand and every purchase that used it. */
export function CouponDetailDialog({ coupon, onClose }: { coupon: CouponListItem; onClose: () => void }) {
  const id = useId();
  const purchases = useCouponPurchases(coupon.id);
  const held = coupon.usos_aprovados > 0 || coupon.usos_pendentes > 0;

  let body;
  if (purchases.isPending) body = <LoadingState text={couponTexts.purchasesLoading} />;
  else if (purchases.isError)
    body = <LoadFailed text={couponTexts.purchasesLoadFailed} className="mb-0" onRetry={() => void purchases.refetch()} />;
  else if (purchases.data.length === 0) body = <EmptyState icon="receipt" title={couponTexts.purchasesEmpty} />;
  else body = <CouponPurchasesTable purchases={purchases.data} />;

  return (
    <Modal show onHide={onClose} size="lg" fullscreen="sm-down" scrollable aria-labelledby={`${id}-title`}>
      <Modal.Header closeButton>
        <div>
          <Modal.Title as="h2" className="h5" id={`${id}-title`}>
            Cupom <span className="font-monospace">{coupon.codigo}</span>
          </Modal.Title>
          <p className="mb-0 text-body-secondary small">
            {couponTypeLabels[coupon.tipo]}: {couponValue(coupon)} · {coupon.ativo ? 'Ativo' : 'Inativo'}
          </p>
        </div>
      </Modal.Header>
      <Modal.Body>
        <div className={`row ${coupon.usos_excedentes > 0 ? 'row-cols-2 row-cols-sm-4' : 'row-cols-3'} g-2 mb-2`}>
          <Figure label="Usos aprovados" value={coupon.usos_aprovados} />
          {coupon.usos_excedentes > 0 && <Figure label="Além do limite" value={coupon.usos_excedentes} />}
          <Figure label="Reservados (compras pendentes)" value={coupon.usos_pendentes} />
          <Figure label="Usos restantes" value={coupon.quantidade} />
        </div>
        {coupon.usos_excedentes > 0 && (
          <Alert variant="warning" className="small py-2">
            {couponTexts.beyondExplained}
          </Alert>
        )}
        <p className="small text-body-secondary">{held ? couponTexts.keptForRecords : couponTexts.deletable}</p>
        <h3 className="h6">Compras com este cupom</h3>
        {body}
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onClose}>
          Fechar
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
