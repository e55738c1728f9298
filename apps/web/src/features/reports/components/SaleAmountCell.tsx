import { correctionReason, formatMoney, saleAmountForm } from '@bingo/core';
import { useState } from 'react';
import { Button } from 'react-bootstrap';
import { useForm } from 'react-hook-form';
import { MoneyField } from '../../../components/form/MoneyField';
import { TextField } from '../../../components/form/TextField';
import { zodResolver } from '../../../lib/form-resolver';
import { useEditSaleAmount } from '../api/seller-accounts';
import { reportTexts } from '../report-texts';

/** In a finished event the new amount comes with the correction's reason (decisions.md §14). */
const frozenAmountForm = saleAmountForm.extend({ reason: correctionReason });

interface Props {
  saleId: number;
  cardId: number;
  amount: number;
  /** The sale's event is finished: a reason field appears. */
  frozen?: boolean;
}

/**
 * A sale's value with 'Alterar': the card price at the time of sale by default, which the admin
 * corrects when a card was sold for less (a discount at the door) or more (docs/decisions/013).
 */
export function SaleAmountCell({ saleId, cardId, amount, frozen = false }: Props) {
  const [editing, setEditing] = useState(false);
  const edit = useEditSaleAmount();
  const form = useForm<{ amount: number; reason?: string }>({
    resolver: zodResolver(frozen ? frozenAmountForm : saleAmountForm),
    defaultValues: { amount, reason: '' },
  });

  if (!editing) {
    return (
      <span className="d-inline-flex align-items-center gap-2">
        {formatMoney(amount)}
        <Button
          variant="link"
          size="sm"
          className="p-0"
          aria-label={`Alterar o valor da cartela #${cardId}`}
          onClick={() => setEditing(true)}
        >
          Alterar
        </Button>
      </span>
    );
  }
  const save = form.handleSubmit((values) =>
    edit.mutate({ id: saleId, amount: values.amount, reason: frozen ? values.reason : undefined }, { onSuccess: () => setEditing(false) }),
  );
  return (
    <form onSubmit={save} noValidate className="d-flex flex-wrap align-items-end gap-2 text-start">
      <div style={{ maxWidth: '10rem' }}>
        <MoneyField
          control={form.control}
          name="amount"
          label={`Valor da cartela #${cardId}`}
          error={form.formState.errors.amount?.message}
        />
      </div>
      {frozen && (
        <div className="flex-grow-1" style={{ minWidth: '12rem' }}>
          <TextField
            label={reportTexts.correctionReasonLabel}
            autoComplete="off"
            maxLength={300}
            error={form.formState.errors.reason?.message}
            {...form.register('reason')}
          />
        </div>
      )}
      <div className="d-flex gap-2 mb-3">
        <Button type="submit" size="sm" disabled={edit.isPending}>
          Salvar
        </Button>
        <Button variant="outline-secondary" size="sm" onClick={() => setEditing(false)}>
          Cancelar
        </Button>
      </div>
    </form>
  );
}
