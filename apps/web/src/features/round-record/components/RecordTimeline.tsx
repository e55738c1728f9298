import type { RecordEntry } from '@bingo/core';
import { describeEntry, formatTime, recordTexts } from '../record-texts';

interface Props {
  entries: readonly RecordEntry[];
  /** The first entry that does not match, after a check. */
  bad: number | null;
}

/** Every entry in order: number, time, what happened, and its hash (shortened; the JSON has it whole). */
export function RecordTimeline({ entries, bad }: Props) {
  return (
    <section aria-labelledby="record-timeline-title" className="mb-4">
      <h2 id="record-timeline-title" className="h5">
        {recordTexts.timeline}
      </h2>
      <ol className="record-timeline list-unstyled mb-0">
        {entries.map((e) => (
          <li
            key={e.seq}
            id={`registro-${e.seq}`}
            className={`record-timeline__item${e.seq === bad ? ' is-bad' : ''}`}
            aria-current={e.seq === bad ? 'step' : undefined}
          >
            <span className="record-timeline__seq">{e.seq}</span>
            <time dateTime={e.at} className="record-timeline__time">
              {formatTime(e.at)}
            </time>
            <span className="record-timeline__what">
              {describeEntry(e)}
              {e.seq === bad && <strong className="d-block text-danger-emphasis">Este registro não confere.</strong>}
            </span>
            <code className="record-timeline__hash" title={e.hash}>
              {e.hash.slice(0, 12)}…
            </code>
          </li>
        ))}
      </ol>
    </section>
  );
}
