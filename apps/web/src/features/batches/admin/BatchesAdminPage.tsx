import '../batches.css';
import type { CardBatch } from '@bingo/core';
import { useState } from 'react';
import { Alert, Button, Card } from 'react-bootstrap';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { EmptyState } from '../../../components/EmptyState';
import { LoadingState } from '../../../components/LoadingState';
import { PageHeader } from '../../../components/PageHeader';
import { notifySuccess } from '../../../lib/notify';
import { useDeleteBatch } from '../api/delete-batch';
import { useBatches } from '../api/list-batches';
import { BatchesTable } from '../components/BatchesTable';
import { BatchForm } from '../components/BatchForm';
import { batchTexts } from '../batch-texts';

/** /admin/cartelas: create batches of physical cards, print them (PDF), delete unsold ones. */
export function BatchesAdminPage() {
  const batches = useBatches();
  const remove = useDeleteBatch();
  const [toDelete, setToDelete] = useState<CardBatch | null>(null);
  // A new key after each creation gives a fresh, empty form (the user picker's text included).
  const [formKey, setFormKey] = useState(0);

  const confirmDelete = () => {
    if (!toDelete) return;
    remove.mutate(toDelete.id, {
      onSuccess: () => notifySuccess(batchTexts.deleted),
      onSettled: () => setToDelete(null),
    });
  };

  return (
    <>
      <PageHeader
        title="Lotes de Cartelas"
        subtitle="Cartelas físicas com código de barras, impressas em PDF e entregues a um responsável."
      />
      <BatchForm
        key={formKey}
        onCreated={() => {
          notifySuccess(batchTexts.created);
          setFormKey((k) => k + 1);
        }}
      />
      <Card className="mb-4">
        <Card.Header className="bg-body">
          <h2 className="h5 mb-0">Lotes cadastrados</h2>
        </Card.Header>
        {batches.isPending ? (
          <LoadingState />
        ) : batches.isError ? (
          <Alert variant="danger" className="m-3 d-flex flex-wrap align-items-center justify-content-between gap-2">
            <span>{batchTexts.loadFailed}</span>
            <Button variant="outline-danger" size="sm" onClick={() => void batches.refetch()}>
              Tentar novamente
            </Button>
          </Alert>
        ) : batches.data.length === 0 ? (
          <EmptyState icon="collection" title="Nenhum lote cadastrado.">
            Gere o primeiro lote pelo formulário acima.
          </EmptyState>
        ) : (
          <BatchesTable batches={batches.data} onDelete={setToDelete} />
        )}
      </Card>
      <ConfirmDialog
        show={toDelete !== null}
        title="Excluir lote"
        message={
          <>
            {batchTexts.confirmDelete}
            {toDelete && <span className="d-block mt-2 fw-semibold">{toDelete.name}</span>}
          </>
        }
        confirmLabel="Excluir"
        pending={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setToDelete(null)}
      />
    </>
  );
}
