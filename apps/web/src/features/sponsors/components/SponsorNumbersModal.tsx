import type { Sponsor } from '@bingo/core';
import { useId, useState } from 'react';
import { Button, Modal } from 'react-bootstrap';
import { useSponsorNumbers } from '../api/get-sponsor-numbers';
import { useToggleSponsorNumber } from '../api/toggle-sponsor-number';
import { sponsorTexts } from '../sponsor-texts';
import { NumberPicker } from './NumberPicker';

/** 'Editar Números do Patrocinador': each click saves at once (no save button to forget). */
export function SponsorNumbersModal({ sponsor, onClose }: { sponsor: Sponsor; onClose: () => void }) {
  const id = useId();
  const numbers = useSponsorNumbers(sponsor);
  const toggle = useToggleSponsorNumber(sponsor.id);
  const [busy, setBusy] = useState<ReadonlySet<number>>(new Set());
  const selected = numbers.data.numbers;

  const onToggle = (number: number, isSelected: boolean) => {
    setBusy((b) => new Set(b).add(number));
    toggle.mutate(
      { number, selected: isSelected },
      {
        onSettled: () =>
          setBusy((b) => {
            const next = new Set(b);
            next.delete(number);
            return next;
          }),
      },
    );
  };

  return (
    <Modal show onHide={onClose} size="lg" fullscreen="sm-down" scrollable aria-labelledby={`${id}-title`}>
      <Modal.Header closeButton>
        <div>
          <Modal.Title as="h2" className="h5" id={`${id}-title`}>
            Editar Números do Patrocinador
          </Modal.Title>
          <p className="mb-0 text-body-secondary small">{sponsor.name}</p>
        </div>
      </Modal.Header>
      <Modal.Body>
        <p className="small text-body-secondary">Clique em um número para marcá-lo ou desmarcá-lo. Cada clique é salvo na hora.</p>
        <NumberPicker selected={selected} busy={busy} onToggle={onToggle} />
        <p className="mt-3 mb-0" aria-live="polite">
          <strong>Selecionados:</strong> {selected.length > 0 ? selected.join(', ') : sponsorTexts.noNumbers}
        </p>
      </Modal.Body>
      <Modal.Footer>
        <Button variant="primary" onClick={onClose}>
          Concluir
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
