import './purchases.css';
import { Accordion } from 'react-bootstrap';
import { Link } from 'react-router';
import { paths } from '../../lib/paths';
import { EmptyState } from '../../components/EmptyState';
import { LoadingState } from '../../components/LoadingState';
import { PageHeader } from '../../components/PageHeader';
import { useMyPurchases } from './api/list-my-purchases';
import { PurchaseItem } from './components/PurchaseItem';
import { purchaseTexts } from './purchase-texts';
import { LoadFailed } from '../../components/LoadFailed';

/** Minhas Compras: an accordion of the buyer's purchases, newest first, each with its cards. */
export function MyPurchasesPage() {
  const purchases = useMyPurchases();
  return (
    <>
      <PageHeader title="Minhas Compras" subtitle="Seu histórico de compras e as cartelas de cada uma." />
      {purchases.isPending ? (
        <LoadingState />
      ) : purchases.isError ? (
        <LoadFailed text={purchaseTexts.historyFailed} onRetry={() => void purchases.refetch()} />
      ) : purchases.data.length === 0 ? (
        <div className="border rounded-3 bg-body-tertiary">
          <EmptyState icon="receipt" title={purchaseTexts.noPurchases}>
            <Link to={paths.comprar} className="btn btn-primary">
              Comprar cartelas
            </Link>
          </EmptyState>
        </div>
      ) : (
        <Accordion className="purchase-list">
          {purchases.data.map((purchase) => (
            <PurchaseItem key={purchase.id} purchase={purchase} />
          ))}
        </Accordion>
      )}
    </>
  );
}
