import { correctionReason, type PhysicalCard } from '@bingo/core';
import { useState } from 'react';
import { Alert, Button, Col, Row } from 'react-bootstrap';
import { useForm } from 'react-hook-form';
import { CardGrid } from '../../../components/bingo/CardGrid';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { TextField } from '../../../components/form/TextField';
import { UserField } from '../../../components/form/UserField';
import { FormModal } from '../../../components/FormModal';
import { Icon } from '../../../components/Icon';
import { zodResolver } from '../../../lib/form-resolver';
import { notifySuccess } from '../../../lib/notify';
import { useSaveCardInfo } from '../api/save-card-info';
import { useUndoSale } from '../api/undo-sale';
import { useUnlockCardClaims } from '../api/unlock-card-claims';
import { cardInfoSchema, cardInfoValues } from '../card-info-form';
import { physicalTexts } from '../physical-texts';

interface Props {
  card: PhysicalCard;
  onClose: () => void;
  onSaved: () => void;
}

/**
 * 'Cadastro de Informações': the buyer of a physical card and the seller who sold it. Rendered
 * only while open, so each opening starts from the card's values. Enter in a field saves (it is a
 * form), Escape closes (the dialog's own key), the buyer's name takes the focus.
 */
export function CardInfoDialog({ card, onClose, onSaved }: Props) {
  const save = useSaveCardInfo();
  const form = useForm({ resolver: zodResolver(cardInfoSchema), defaultValues: cardInfoValues(card) });
  const { errors } = form.formState;
  const undo = useUndoSale();
  const unlock = useUnlockCardClaims();
  const [undoing, setUndoing] = useState(false);

  const sale = card.physical_sale;
  const finished = card.event_status === 'finalizado';

  const onSubmit = form.handleSubmit((info) => {
    // A finished event's sale changes seller only with a reason, kept with who and when (decisions.md §14).
    if (finished && sale && info.user_id !== sale.user_id) {
      const reason = correctionReason.safeParse(info.reason ?? '');
      if (!reason.success) {
        form.setError('reason', { message: reason.error.issues[0]?.message });
        return;
      }
    }
    save.mutate(
      { card, info },
      {
        onSuccess: ({ nextRound }) => {
          notifySuccess(nextRound ? physicalTexts.savedNextRound : physicalTexts.saved);
          onSaved();
        },
      },
    );
  });

  return (
    <FormModal
      title="Cadastro de Informações"
      pending={save.isPending}
      onClose={onClose}
      onSubmit={onSubmit}
      submitLabel="Salvar"
      size="lg"
      fullscreen="sm-down"
    >
      {errors.card_id?.message && <Alert variant="danger">{errors.card_id.message}</Alert>}
      {card.claim_locked && (
        <Alert variant="warning" className="d-flex flex-column flex-sm-row align-items-sm-center gap-2" data-testid="card-claim-locked">
          <span className="flex-grow-1">
            <Icon name="lock-fill" className="me-1" />
            {physicalTexts.lockedExplained}
          </span>
          <Button
            variant="warning"
            size="sm"
            className="text-nowrap"
            disabled={unlock.isPending}
            onClick={() => unlock.mutate(card.id, { onSuccess: onSaved })}
          >
            <Icon name="unlock" className="me-1" />
            {physicalTexts.unlock}
          </Button>
        </Alert>
      )}
      {finished && (
        <Alert variant="info" className="small" data-testid="card-event-finished">
          {sale ? physicalTexts.finishedSold : physicalTexts.finishedUnsold}
        </Alert>
      )}
      <Row className="g-4">
        <Col md={7}>
          <TextField label="Código de barras" value={card.barcode ?? ''} readOnly className="font-monospace bg-body-tertiary" />
          <TextField
            label="Nome do comprador"
            autoFocus
            autoComplete="off"
            maxLength={120}
            error={errors.full_name?.message}
            {...form.register('full_name')}
          />
          <TextField
            label="Contato"
            autoComplete="off"
            maxLength={120}
            placeholder="Telefone ou e-mail"
            error={errors.contact?.message}
            {...form.register('contact')}
          />
          <TextField
            label="Endereço (opcional)"
            autoComplete="off"
            maxLength={300}
            error={errors.address?.message}
            {...form.register('address')}
          />
          <UserField
            control={form.control}
            name="user_id"
            label="Vendedor"
            initialName={card.physical_sale?.user_name ?? card.batch_seller?.name}
          />
          {finished && sale && (
            <TextField
              label={physicalTexts.reasonLabel}
              autoComplete="off"
              maxLength={300}
              error={errors.reason?.message}
              {...form.register('reason')}
            />
          )}
          {sale && !finished && (
            <Button variant="outline-danger" size="sm" onClick={() => setUndoing(true)}>
              <Icon name="arrow-counterclockwise" className="me-1" />
              Desfazer venda
            </Button>
          )}
        </Col>
        <Col md={5}>
          <CardGrid numbers={card.numbers} compact title={`Cartela #${card.id}`} />
          <p className="small text-body-secondary text-center mt-2 mb-0">{card.lote ? `Lote: ${card.lote}` : 'Sem lote'}</p>
          {card.claimed_by && (
            <p className="small text-center mt-2 mb-0" data-testid="card-claimed-by">
              <Icon name="phone" className="me-1" />
              {physicalTexts.claimedBy(card.claimed_by.name, card.claimed_by.email)}
            </p>
          )}
        </Col>
      </Row>
      <ConfirmDialog
        show={undoing}
        title="Desfazer venda"
        message={physicalTexts.confirmUndo(card.id)}
        confirmLabel="Desfazer venda"
        pending={undo.isPending}
        onConfirm={() =>
          card.physical_sale && undo.mutate(card.physical_sale.id, { onSuccess: onSaved, onSettled: () => setUndoing(false) })
        }
        onCancel={() => setUndoing(false)}
      />
    </FormModal>
  );
}
