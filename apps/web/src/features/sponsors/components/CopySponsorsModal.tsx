import type { BingoEvent } from '@bingo/core';
import { type FormEvent, useId, useState } from 'react';
import { Form } from 'react-bootstrap';
import { EventOptions } from '../../../components/EventOptions';
import { FormModal } from '../../../components/FormModal';
import { notifySuccess } from '../../../lib/notify';
import { useCopySponsors } from '../api/copy-sponsors';
import { useSponsors } from '../api/list-sponsors';
import { sponsorTexts } from '../sponsor-texts';

interface Props {
  /** The event on screen, which receives the copies. */
  target: BingoEvent;
  events: BingoEvent[];
  onClose: () => void;
}

/**
 * The origin offered first: the latest other event that started before this one (last month's
 * night when preparing the next), else the first other event.
 */
export function defaultOrigin(target: BingoEvent, events: BingoEvent[]): number | undefined {
  const others = events.filter((e) => e.id !== target.id);
  const before = others.filter((e) => e.start_date <= target.start_date).sort((a, b) => b.start_date.localeCompare(a.start_date));
  return (before[0] ?? others[0])?.id;
}

const counted = (n: number) => (n === 1 ? '1 patrocinador' : `${n} patrocinadores`);

/**
 * "Copiar patrocinadores de outro evento": the admin picks the origin, reads what will happen
 * (how many sponsors it has, what is copied and what starts over) and confirms with Copiar.
 */
export function CopySponsorsModal({ target, events, onClose }: Props) {
  const id = useId();
  const others = events.filter((e) => e.id !== target.id);
  const [from, setFrom] = useState(() => defaultOrigin(target, events));
  const origin = others.find((e) => e.id === from);
  const count = useSponsors({ event_id: from ?? 0, page: 1, limit: 1 }, from !== undefined);
  const copy = useCopySponsors();

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (from === undefined) return;
    copy.mutate(
      { from_event_id: from, event_id: target.id },
      {
        onSuccess: (answer) => {
          notifySuccess(answer.message);
          onClose();
        },
      },
    );
  };

  return (
    <FormModal
      title={sponsorTexts.copyAction}
      pending={copy.isPending}
      onClose={onClose}
      onSubmit={onSubmit}
      submitLabel="Copiar"
      submitDisabled={!origin}
      fullscreen="sm-down"
    >
      {others.length === 0 ? (
        <p className="mb-0">{sponsorTexts.copyNoOther}</p>
      ) : (
        <>
          <Form.Label htmlFor={`${id}-from`}>{sponsorTexts.copyFrom}</Form.Label>
          <Form.Select id={`${id}-from`} value={from ?? ''} onChange={(e) => setFrom(Number(e.target.value))} className="mb-3">
            <EventOptions events={others} />
          </Form.Select>
          {origin && (
            <p>
              Copiar os patrocinadores de <strong>{origin.name}</strong>
              {count.data && ` (${counted(count.data.total)})`} para <strong>{target.name}</strong>?
            </p>
          )}
          <p className="small text-body-secondary mb-0">{sponsorTexts.copyWhat}</p>
        </>
      )}
    </FormModal>
  );
}
