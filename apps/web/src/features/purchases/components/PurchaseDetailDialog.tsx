import { useId } from 'react';
import { Alert, Button, Col, Modal, Row, Spinner } from 'react-bootstrap';
import { Icon } from '../../../components/Icon';
import { LoadingState } from '../../../components/LoadingState';
import { StatusBadge } from '../../../components/StatusBadge';
import { adminPurchaseTexts } from '../admin-purchase-texts';
import { useAdminPurchase } from '../api/admin-purchase';
import { useVerifyPurchase } from '../api/verify-purchase';
import { purchaseBadge } from '../purchase-status';
import { PurchaseFacts } from './PurchaseFacts';
import { PurchaseHistory } from './PurchaseHistory';

interface Props {
  purchaseId: number;
  onClose: () => void;
}

/**
 * A purchase in full: what it is, why it is held (if it is), every change of its status, and
 * "Verificar pagamento", which asks the provider now and shows the answer in place.
 */
export function PurchaseDetailDialog({ purchaseId, onClose }: Props) {
  const id = useId();
  const detail = useAdminPurchase(purchaseId);
  const verify = useVerifyPurchase();
  const purchase = detail.data;
  const badge = purchase ? purchaseBadge(purchase.status) : null;

  return (
    <Modal show onHide={onClose} size="xl" fullscreen="sm-down" scrollable aria-labelledby={`${id}-title`}>
      <Modal.Header closeButton>
        <div>
          <Modal.Title as="h2" className="h5" id={`${id}-title`}>
            Compra #{purchaseId}
          </Modal.Title>
          {purchase && badge && (
            <p className="mb-0 small d-flex flex-wrap gap-1 align-items-center">
              <StatusBadge variant={badge.variant}>{badge.label}</StatusBadge>
              {purchase.review_reason && <StatusBadge variant="warning">{adminPurchaseTexts.underReview}</StatusBadge>}
            </p>
          )}
        </div>
      </Modal.Header>
      <Modal.Body>
        {!purchase ? (
          detail.isError ? (
            <Alert variant="danger">{adminPurchaseTexts.detailFailed}</Alert>
          ) : (
            <LoadingState />
          )
        ) : (
          <>
            {purchase.review_reason && (
              <Alert variant="warning">
                <Icon name="exclamation-triangle" className="me-2" />
                <strong>{adminPurchaseTexts.underReview}:</strong> {purchase.review_reason} Nenhuma cartela foi emitida.
              </Alert>
            )}
            <Row className="g-4">
              <Col lg={6}>
                <PurchaseFacts purchase={purchase} />
              </Col>
              <Col lg={6}>
                <h3 className="h6 mb-3">Histórico</h3>
                <PurchaseHistory entries={purchase.history} />
                {!purchase.payment_id && <p className="small text-body-secondary mt-3 mb-0">{adminPurchaseTexts.noOrder}</p>}
              </Col>
            </Row>
          </>
        )}
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onClose}>
          Fechar
        </Button>
        <Button disabled={!purchase?.payment_id || verify.isPending} aria-busy={verify.isPending} onClick={() => verify.mutate(purchaseId)}>
          {verify.isPending ? (
            <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />
          ) : (
            <Icon name="arrow-repeat" className="me-1" />
          )}
          Verificar pagamento
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
