import { regulamentoMessages } from '@bingo/core';
import { useEffect, useId, useState } from 'react';
import { Form } from 'react-bootstrap';
import { Icon } from '../../../components/Icon';
import { linkTo } from '../../../lib/paths';
import { useRegulamento } from '../../../lib/regulamento';
import { purchaseTexts } from '../purchase-texts';

export interface AcceptanceState {
  /** The version in force, when the event has a regulamento. */
  published: number | null;
  /** The version the buyer ticked, sent with the purchase; null when there is nothing to accept. */
  version: number | null;
  /** Whether paying may go ahead: no regulamento, or the one in force accepted. */
  ready: boolean;
  /** The event has a regulamento the buyer has not accepted yet. */
  missing: boolean;
  accept: (yes: boolean) => void;
}

/**
 * decisions.md §15: when the event has a regulamento, paying waits for the buyer to accept the
 * version in force. A newer one published meanwhile (the server's 409) is read again and unticks it.
 */
export function useRegulamentoAcceptance(eventId: number, failure: Error | null): AcceptanceState {
  const regulamento = useRegulamento(eventId);
  const [accepted, setAccepted] = useState<number | null>(null);
  const { refetch } = regulamento;
  useEffect(() => {
    if (failure?.message === regulamentoMessages.acceptanceOutdated) void refetch();
  }, [failure, refetch]);
  const published = regulamento.data?.version ?? null;
  const ok = published === null ? !regulamento.isPending : accepted === published;
  return {
    published,
    version: published !== null && accepted === published ? published : null,
    ready: ok,
    missing: published !== null && accepted !== published,
    accept: (yes) => setAccepted(yes ? published : null),
  };
}

/** The link to the rules and the "Li e aceito o regulamento" box, when the event has a regulamento. */
export function RegulamentoAcceptance({ eventId, state, disabled }: { eventId: number; state: AcceptanceState; disabled: boolean }) {
  const id = useId();
  if (state.published === null) return null;
  return (
    <div className="mt-3">
      <a href={linkTo.regulamento(eventId)} target="_blank" rel="noopener" className="d-inline-block mb-2">
        <Icon name="file-earmark-text" className="me-1" />
        {purchaseTexts.readRegulamento(state.published)} <span className="visually-hidden">(abre em nova aba)</span>
      </a>
      <Form.Check
        id={`${id}-regulamento`}
        type="checkbox"
        label={purchaseTexts.acceptRegulamento}
        checked={state.version !== null}
        disabled={disabled}
        onChange={(e) => state.accept(e.target.checked)}
      />
    </div>
  );
}
