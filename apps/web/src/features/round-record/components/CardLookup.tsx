import { missingCount, replayRecord, type RecordCardSet, type RecordEntry } from '@bingo/core';
import { useId, useState, type FormEvent } from 'react';
import { Alert, Button, Card, Form, InputGroup } from 'react-bootstrap';
import { errorText } from '../../../lib/api-error';
import { recordTexts } from '../record-texts';

interface Props {
  entries: readonly RecordEntry[];
  loadCards: () => Promise<RecordCardSet[]>;
}

type Answer = { variant: 'success' | 'secondary' | 'danger' | 'warning'; text: string };

/** A buyer types a card number: was it in play, and how many balls was it missing at the end? */
export function CardLookup({ entries, loadCards }: Props) {
  const id = useId();
  const [value, setValue] = useState('');
  const [answer, setAnswer] = useState<Answer | null>(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const typed = value.trim().replace(/^#/, '');
    if (!/^\d{1,9}$/.test(typed)) {
      setAnswer({ variant: 'warning', text: recordTexts.lookupInvalid });
      return;
    }
    try {
      setAnswer(lookup(Number(typed), entries, await loadCards()));
    } catch (err) {
      setAnswer({ variant: 'danger', text: errorText(err, recordTexts.loadFailed) });
    }
  };

  return (
    <Card className="mb-4">
      <Card.Body>
        <h2 className="h5">{recordTexts.lookupTitle}</h2>
        <Form onSubmit={(e) => void submit(e)} noValidate>
          <Form.Label htmlFor={`${id}-card`}>{recordTexts.lookupLabel}</Form.Label>
          <InputGroup className="record-lookup">
            <Form.Control
              id={`${id}-card`}
              inputMode="numeric"
              autoComplete="off"
              value={value}
              onChange={(e) => setValue(e.target.value)}
            />
            <Button type="submit" variant="outline-primary">
              {recordTexts.lookupButton}
            </Button>
          </InputGroup>
        </Form>
        <div aria-live="polite">
          {answer && (
            <Alert variant={answer.variant} className="mt-3 mb-0">
              {answer.text}
            </Alert>
          )}
        </div>
      </Card.Body>
    </Card>
  );
}

function lookup(cardId: number, entries: readonly RecordEntry[], sets: readonly RecordCardSet[]): Answer {
  const { balls, inPlay, everInPlay } = replayRecord(entries, sets);
  const numbers = inPlay.get(cardId);
  if (!numbers) {
    if (everInPlay.has(cardId))
      return { variant: 'secondary', text: `A cartela #${cardId} entrou em jogo e depois saiu (venda desfeita ou pagamento estornado).` };
    return { variant: 'secondary', text: `A cartela #${cardId} não estava em jogo nesta rodada.` };
  }
  const joined = sets.find((s) => s.cards.some((c) => c.id === cardId))?.seq;
  const when = entries.find((e) => e.seq === joined)?.kind === 'card_set' ? 'desde o início' : `desde o registro ${joined}`;
  const missing = missingCount(
    numbers,
    balls.map((b) => b.number),
  );
  const end =
    missing === 0 ? 'completou a cartela: todas as 25 bolas saíram' : `faltavam ${missing} ${missing === 1 ? 'bola' : 'bolas'} no fim`;
  return { variant: missing === 0 ? 'success' : 'secondary', text: `A cartela #${cardId} estava em jogo (${when}) e ${end}.` };
}
