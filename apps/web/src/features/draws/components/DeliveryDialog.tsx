import { prizeMessages, stageKindLabels, TIME_ZONE, type RoundPrize } from '@bingo/core';
import { useId, useState, type FormEvent } from 'react';
import { Alert, Form } from 'react-bootstrap';
import { FormModal } from '../../../components/FormModal';
import { errorText } from '../../../lib/api-error';
import { usePrizeAction } from '../api/round-prizes';
import { prizeTexts } from '../prize-texts';

/** Now in Brazil's time zone as a datetime-local value ('2026-12-20T21:40'). */
function localNow(): string {
  const parts = new Intl.DateTimeFormat('sv-SE', {
    timeZone: TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date());
  return parts.replace(' ', 'T');
}

/** A datetime-local value read in Brazil's time zone (UTC-3, no daylight saving since 2019) as an instant. */
const toInstant = (local: string) => new Date(`${local}:00-03:00`).toISOString();

interface Props {
  roundId: number;
  prize: RoundPrize;
  onClose: () => void;
}

/**
 * "Marcar prêmio entregue": who received it, when (now unless changed), an optional photo. A
 * standing delivery is corrected only by a new mark with its reason (docs/decisions/035).
 */
export function DeliveryDialog({ roundId, prize, onClose }: Props) {
  const id = useId();
  const action = usePrizeAction(roundId);
  const correcting = prize.delivery !== null;
  const [receivedBy, setReceivedBy] = useState('');
  const [when, setWhen] = useState(localNow);
  const [photo, setPhoto] = useState<File | null>(null);
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const nameMissing = receivedBy.trim() === '';
  const reasonMissing = correcting && reason.trim() === '';
  const whenMissing = when === '';

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    if (nameMissing || reasonMissing || whenMissing) return;
    action.mutate(
      {
        kind: 'delivery',
        body: {
          stage: prize.stage,
          card_id: prize.card_id,
          received_by: receivedBy.trim(),
          received_at: toInstant(when),
          ...(correcting ? { reason: reason.trim() } : {}),
        },
        photo,
      },
      { onSuccess: onClose },
    );
  };

  return (
    <FormModal
      title={correcting ? prizeTexts.correctTitle : prizeTexts.deliveryTitle}
      pending={action.isPending}
      onClose={onClose}
      onSubmit={submit}
      submitLabel={prizeTexts.save}
    >
      <p>
        {stageKindLabels[prize.stage]} — {prize.prize}: cartela <strong>#{prize.card_id}</strong> ({prize.name})
      </p>
      {action.error && <Alert variant="danger">{errorText(action.error, prizeTexts.failed)}</Alert>}
      <Form.Group className="mb-3" controlId={`${id}-by`}>
        <Form.Label>{prizeTexts.receivedBy}</Form.Label>
        <Form.Control
          value={receivedBy}
          maxLength={120}
          autoFocus
          onChange={(e) => setReceivedBy(e.target.value)}
          isInvalid={tried && nameMissing}
        />
        <Form.Control.Feedback type="invalid">{prizeMessages.receivedByRequired}</Form.Control.Feedback>
      </Form.Group>
      <Form.Group className="mb-3" controlId={`${id}-when`}>
        <Form.Label>{prizeTexts.receivedAt}</Form.Label>
        <Form.Control type="datetime-local" value={when} onChange={(e) => setWhen(e.target.value)} isInvalid={tried && whenMissing} />
        <Form.Control.Feedback type="invalid">{prizeMessages.receivedAtInvalid}</Form.Control.Feedback>
      </Form.Group>
      <Form.Group className="mb-3" controlId={`${id}-photo`}>
        <Form.Label>{prizeTexts.photo}</Form.Label>
        <Form.Control
          type="file"
          accept="image/png,image/jpeg,image/webp"
          aria-describedby={`${id}-photo-help`}
          onChange={(e) => setPhoto((e.target as HTMLInputElement).files?.[0] ?? null)}
        />
        <Form.Text id={`${id}-photo-help`}>{prizeTexts.photoHelp}</Form.Text>
      </Form.Group>
      {correcting && (
        <Form.Group controlId={`${id}-reason`}>
          <Form.Label>{prizeTexts.correctionReason}</Form.Label>
          <Form.Control
            as="textarea"
            rows={2}
            maxLength={300}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            isInvalid={tried && reasonMissing}
            aria-describedby={`${id}-reason-help`}
          />
          <Form.Text id={`${id}-reason-help`}>{prizeTexts.correctionHelp}</Form.Text>
          <Form.Control.Feedback type="invalid">{prizeMessages.correctionReasonRequired}</Form.Control.Feedback>
        </Form.Group>
      )}
    </FormModal>
  );
}
