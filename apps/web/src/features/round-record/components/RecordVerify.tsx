import { describeProblem, type RecordCardSet, type RoundRecord, type VerifyResult } from '@bingo/core';
import { useState } from 'react';
import { Alert, Button, Card, Spinner } from 'react-bootstrap';
import { Icon } from '../../../components/Icon';
import { errorText } from '../../../lib/api-error';
import { recordTexts } from '../record-texts';
import { verifyInBrowser } from '../verify-in-browser';

interface Props {
  record: RoundRecord;
  loadCards: () => Promise<RecordCardSet[]>;
  onChecked: (bad: number | null) => void;
}

type Outcome = { kind: 'done'; result: VerifyResult } | { kind: 'no-crypto' } | { kind: 'error'; message: string };

/** "Verificar" recomputes the chain and the card sets here, and "Baixar registro (JSON)" hands it all over. */
export function RecordVerify({ record, loadCards, onChecked }: Props) {
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const verify = async () => {
    setBusy(true);
    try {
      const result = await verifyInBrowser(record.round.id, record.entries, await loadCards());
      if (result === 'no-crypto') setOutcome({ kind: 'no-crypto' });
      else {
        setOutcome({ kind: 'done', result });
        onChecked(result.first?.seq ?? null);
      }
    } catch (err) {
      setOutcome({ kind: 'error', message: errorText(err, recordTexts.loadFailed) });
    } finally {
      setBusy(false);
    }
  };

  const download = async () => {
    const cards = await loadCards();
    const blob = new Blob([JSON.stringify({ ...record, cards }, null, 2)], { type: 'application/json' });
    const url = URL.createObjectURL(blob);
    const link = document.createElement('a');
    link.href = url;
    link.download = `registro-rodada-${record.round.id}.json`;
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  };

  return (
    <Card className="mb-4">
      <Card.Body>
        <p>{recordTexts.intro}</p>
        <div className="d-flex flex-wrap gap-2">
          <Button onClick={() => void verify()} disabled={busy} aria-busy={busy}>
            {busy ? (
              <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />
            ) : (
              <Icon name="shield-check" className="me-1" />
            )}
            {busy ? recordTexts.verifying : recordTexts.verify}
          </Button>
          <Button variant="outline-secondary" onClick={() => void download()}>
            <Icon name="download" className="me-1" />
            {recordTexts.download}
          </Button>
        </div>
        <div aria-live="polite" className="mt-3">
          {outcome && <OutcomeAlert outcome={outcome} />}
        </div>
      </Card.Body>
    </Card>
  );
}

function OutcomeAlert({ outcome }: { outcome: Outcome }) {
  if (outcome.kind === 'no-crypto') return <Alert variant="warning">{recordTexts.noCrypto}</Alert>;
  if (outcome.kind === 'error') return <Alert variant="danger">{outcome.message}</Alert>;
  const { result } = outcome;
  if (result.ok) {
    return (
      <Alert variant="success" className="mb-0">
        <Alert.Heading as="h2" className="h5">
          <Icon name="check-circle-fill" className="me-2" />
          {recordTexts.intact}
        </Alert.Heading>
        <p className="mb-0">{recordTexts.intactDetail(result.entries)}</p>
      </Alert>
    );
  }
  return (
    <Alert variant="danger" className="mb-0">
      <Alert.Heading as="h2" className="h5">
        <Icon name="x-octagon-fill" className="me-2" />
        {recordTexts.tampered}
      </Alert.Heading>
      <p className="mb-0">
        {describeProblem(result.first!)}{' '}
        <a className="alert-link" href={`#registro-${result.first!.seq}`}>
          Ver o registro {result.first!.seq}
        </a>
      </p>
    </Alert>
  );
}
