import type { MyCard } from '@bingo/core';
import { useState } from 'react';
import { Badge, Button } from 'react-bootstrap';
import { CardGrid } from '../../../components/bingo/CardGrid';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { Icon } from '../../../components/Icon';
import { notifySuccess } from '../../../lib/notify';
import { useReleasePaperCard } from '../api/claim-paper-card';
import { cardTexts } from '../card-texts';
import { CardWins } from './CardWins';

/**
 * A paper card added by its codes (docs/decisions/018): followed here like a bought one, but not printed
 * again from here (its PDF would carry the check code) and the paper stays the proof for the
 * prize. Its holder may let it go from the account.
 */
export function PaperCardTile({ card }: { card: MyCard }) {
  const release = useReleasePaperCard();
  const [confirming, setConfirming] = useState(false);
  const label = `Cartela #${card.id}`;
  return (
    <div className="my-card is-paper">
      <div className="my-card__head">
        <span className="fw-semibold">{label}</span>
        <Badge bg="info" text="dark" className="my-card__paper">
          <Icon name="printer" className="me-1" />
          {cardTexts.paperBadge}
        </Badge>
      </div>
      <CardWins card={card} />
      <CardGrid numbers={card.numbers} label={label} />
      <dl className="my-card__facts small mb-0">
        <div>
          <dt>Nome</dt>
          <dd className={card.full_name ? 'text-break' : 'text-body-secondary'}>{card.full_name || 'Não informado'}</dd>
        </div>
      </dl>
      <p className="small text-body-secondary mb-0 align-self-stretch">{cardTexts.paperNote}</p>
      <p className="small text-body-secondary mb-0 align-self-stretch">
        <Icon name="file-earmark-lock" className="me-1" />
        {cardTexts.paperNoPdf}
      </p>
      <Button variant="outline-danger" size="sm" className="align-self-stretch" onClick={() => setConfirming(true)}>
        <Icon name="x-circle" className="me-1" />
        {cardTexts.removePaper}
      </Button>
      <ConfirmDialog
        show={confirming}
        title={cardTexts.removePaper}
        message={cardTexts.confirmRemove(card.id)}
        confirmLabel="Remover"
        pending={release.isPending}
        onConfirm={() =>
          release.mutate(card.id, {
            onSuccess: () => notifySuccess(cardTexts.removed),
            onSettled: () => setConfirming(false),
          })
        }
        onCancel={() => setConfirming(false)}
      />
    </div>
  );
}
