import './round-record.css';
import { useState } from 'react';
import { Alert, Badge } from 'react-bootstrap';
import { useParams } from 'react-router';
import { roundStatusLabels, type RoundRecord as RoundRecordData } from '@bingo/core';
import { EmptyState } from '../../components/EmptyState';
import { LoadingState } from '../../components/LoadingState';
import { PageHeader } from '../../components/PageHeader';
import { errorText } from '../../lib/api-error';
import { useRoundRecord } from './api/get-round-record';
import { useLoadRecordCards } from './api/get-round-record-cards';
import { CardLookup } from './components/CardLookup';
import { RecordSummary } from './components/RecordSummary';
import { RecordTimeline } from './components/RecordTimeline';
import { RecordVerify } from './components/RecordVerify';
import { formatDay, formatTime, recordTexts } from './record-texts';
import { recordedPrize } from './recorded-prize';

/** /rodada/{id}/registro: the public record of a round, for anyone, checked in the browser (docs/decisions/015). */
export function RoundRecordPage() {
  const raw = useParams().roundId;
  const roundId = raw && /^\d{1,9}$/.test(raw) ? Number(raw) : null;
  if (!roundId) return <EmptyState icon="question-circle" title={recordTexts.invalidRound} />;
  return <RoundRecord roundId={roundId} />;
}

function RoundRecord({ roundId }: { roundId: number }) {
  const record = useRoundRecord(roundId);
  const loadCards = useLoadRecordCards(roundId);
  const [bad, setBad] = useState<number | null>(null);
  if (!record.data) {
    if (record.error) return <Alert variant="danger">{errorText(record.error, recordTexts.loadFailed)}</Alert>;
    return <LoadingState text={recordTexts.loading} />;
  }
  const data = record.data;
  const status = roundStatusLabels[data.round.status];
  const first = data.entries[0];
  return (
    <div className="round-record">
      <PageHeader
        title={recordTexts.title(data.round.number)}
        subtitle={
          <>
            {data.event_name}
            {first ? ` · ${formatDay(first.at)}` : ''} · {prizeLine(data)}{' '}
            <Badge bg={status.variant} text={status.variant === 'warning' ? 'dark' : undefined}>
              {status.label}
            </Badge>
          </>
        }
      />
      {data.entries.length === 0 ? (
        data.round.status === 'not_started' ? (
          <Alert variant="info">{recordTexts.notStarted}</Alert>
        ) : (
          <Alert variant="secondary">
            <Alert.Heading as="h2" className="h5">
              {recordTexts.beforeRecord}
            </Alert.Heading>
            <p className="mb-0">{recordTexts.beforeRecordHelp}</p>
          </Alert>
        )
      ) : (
        <>
          <RecordVerify record={data} loadCards={loadCards} onChecked={setBad} />
          <RecordSummary record={data} />
          <CardLookup entries={data.entries} loadCards={loadCards} />
          <RecordTimeline entries={data.entries} bad={bad} />
        </>
      )}
    </div>
  );
}

/** The prize as the record has it (round_started, then any change), else the round's own. */
function prizeLine(data: RoundRecordData): string {
  const { atStart, changes } = recordedPrize(data.entries);
  const last = changes.at(-1);
  if (atStart === null) return `Prêmio: ${data.round.prize}`;
  if (!last) return `Prêmio: ${atStart}`;
  return `Prêmio: ${last.prize} (no início: ${atStart}; alterado às ${formatTime(last.at)})`;
}
