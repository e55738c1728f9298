import type { RoundRecord } from '@bingo/core';
import { replayRecord } from '@bingo/core';
import { Card, Col, Row } from 'react-bootstrap';
import { ballName, formatTime, recordTexts } from '../record-texts';
import { RecordStageWinners } from './RecordStageWinners';
import { WinnerPrize } from './WinnerPrize';

/** Winners, the balls with their times, the removals with their reasons, and the two hashes. */
export function RecordSummary({ record }: { record: RoundRecord }) {
  const { balls, removals } = replayRecord(record.entries);
  const cardSet = record.entries.find((e) => e.kind === 'card_set');
  return (
    <Row className="g-3 mb-4">
      <Col md={6}>
        <Card className="h-100">
          <Card.Body>
            <h2 className="h5">{recordTexts.winners}</h2>
            {record.stages.length > 1 ? (
              <RecordStageWinners stages={record.stages} />
            ) : record.round.status !== 'finished' ? (
              <p className="text-body-secondary mb-0">{recordTexts.notFinished}</p>
            ) : record.winners.length === 0 ? (
              <p className="text-body-secondary mb-0">{recordTexts.noWinners}</p>
            ) : (
              <ul className="list-unstyled mb-0">
                {record.winners.map((w) => (
                  <li key={w.card_id} className="fs-5">
                    Cartela <strong>#{w.card_id}</strong> — {w.name}
                    <WinnerPrize winner={w} />
                  </li>
                ))}
              </ul>
            )}
            <h2 className="h6 mt-3">{recordTexts.cardSetHash}</h2>
            <p className="mb-1">{cardSet ? `${Number(cardSet.data.count)} cartelas` : '—'}</p>
            <code className="record-hash">{cardSet ? String(cardSet.data.hash) : '—'}</code>
            <h2 className="h6 mt-3">{recordTexts.head}</h2>
            <code className="record-hash">{record.head}</code>
          </Card.Body>
        </Card>
      </Col>
      <Col md={6}>
        <Card className="h-100">
          <Card.Body>
            <h2 className="h5">
              {recordTexts.balls} <span className="text-body-secondary fw-normal fs-6">({balls.length})</span>
            </h2>
            {balls.length === 0 ? (
              <p className="text-body-secondary mb-0">{recordTexts.noBalls}</p>
            ) : (
              <ol className="record-balls">
                {balls.map((b) => (
                  <li key={b.seq}>
                    <strong>{ballName(b.number)}</strong>{' '}
                    <time dateTime={b.at} className="text-body-secondary small">
                      {formatTime(b.at)}
                    </time>
                  </li>
                ))}
              </ol>
            )}
            {removals.length > 0 && (
              <>
                <h2 className="h6 mt-3">{recordTexts.removals}</h2>
                <ul className="mb-0">
                  {removals.map((r) => (
                    <li key={r.seq}>
                      <strong>{ballName(r.number)}</strong> às <time dateTime={r.at}>{formatTime(r.at)}</time>: {r.reason}
                    </li>
                  ))}
                </ul>
              </>
            )}
          </Card.Body>
        </Card>
      </Col>
    </Row>
  );
}
