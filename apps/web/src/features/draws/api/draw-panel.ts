import { readSession, sessionKeys, writeSession } from '../../../lib/storage-keys';
import { newDrawKey } from './draw-key';

/**
 * This tab's panel id for a round, sent with each ball: only the panel holding the round's control
 * draws (decisions.md §14). Kept in sessionStorage, so a reload keeps it and another tab or laptop
 * gets its own.
 */
export function drawPanelId(roundId: number): string {
  const key = sessionKeys.drawPanel(roundId);
  const kept = readSession(key);
  if (kept) return kept;
  const id = newDrawKey();
  writeSession(key, id);
  return id;
}
