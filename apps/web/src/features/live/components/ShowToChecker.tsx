import { useState } from 'react';
import { Button, Modal } from 'react-bootstrap';
import { CardGrid } from '../../../components/bingo/CardGrid';
import { Icon } from '../../../components/Icon';
import { type CardProgress, missingLabel } from '../card-progress';

/**
 * "Mostrar ao fiscal": the card alone on the whole screen, big enough to hold up to a volunteer
 * walking the hall: its number, holder, marks and what it still needs.
 */
export function ShowToChecker({ progress, drawn, eventName }: { progress: CardProgress; drawn: ReadonlySet<number>; eventName: string }) {
  const [open, setOpen] = useState(false);
  const { card, missing } = progress;
  const title = `Cartela #${card.id}`;
  return (
    <>
      <Button variant="primary" size="sm" className="w-100" onClick={() => setOpen(true)}>
        <Icon name="arrows-fullscreen" className="me-1" />
        Mostrar ao fiscal
      </Button>
      <Modal show={open} onHide={() => setOpen(false)} fullscreen aria-labelledby={`checker-${card.id}`}>
        <Modal.Header closeButton closeLabel="Fechar">
          <Modal.Title id={`checker-${card.id}`}>{eventName}</Modal.Title>
        </Modal.Header>
        <Modal.Body className="live-checker">
          <p className="live-checker__number">{title}</p>
          {card.full_name && <p className="live-checker__holder">{card.full_name}</p>}
          <p className={`live-checker__missing${missing === 0 ? ' is-bingo' : ''}`}>{missingLabel(missing)}</p>
          <CardGrid numbers={card.numbers} drawn={drawn} label={title} />
          <p className="live-checker__drawn">{drawn.size} números sorteados</p>
        </Modal.Body>
      </Modal>
    </>
  );
}
