import { useRoundRecord } from '../../../round-record';
import { liveTexts } from '../../live-texts';

/** Enough names to read from the back of the hall; the rest are counted (the record lists them all). */
const NAMED = 6;

/**
 * Between rounds, the telão names the last round's winners as its public record does: card number
 * and the holder's first name and initial, read from the server so a reload keeps them.
 */
export function LastRoundWinners({ round }: { round: { id: number; number: number } }) {
  const record = useRoundRecord(round.id);
  const winners = record.data?.winners ?? [];
  if (winners.length === 0) return null;
  return (
    <p className="big-screen__winners" role="status">
      {liveTexts.lastWinners(round.number, winners.slice(0, NAMED), winners.length - NAMED)}
    </p>
  );
}
