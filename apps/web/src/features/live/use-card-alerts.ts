import { useCallback, useEffect, useRef, useState } from 'react';
import { playChime } from '../../lib/chime';
import { readStorage, storageKeys, writeStorage } from '../../lib/storage-keys';
import type { CardProgress } from './card-progress';

export type CardAlert = { kind: 'one-away' | 'bingo'; cardId: number };

/** "Som e vibração" on the buyer's Sorteio, kept on this phone. */
export function useAlertsMuted(): [boolean, (muted: boolean) => void] {
  const [muted, setMuted] = useState(() => readStorage(storageKeys.liveAlertsMuted) === '1');
  const change = (value: boolean) => {
    setMuted(value);
    writeStorage(storageKeys.liveAlertsMuted, value ? '1' : '0');
  };
  return [muted, change];
}

function ring(kind: CardAlert['kind']) {
  // A phone on the table: a buzz says "look" even with the screen off in a pocket.
  navigator.vibrate?.(kind === 'bingo' ? [300, 120, 300, 120, 600] : [180, 90, 180]);
  playChime(kind === 'bingo' ? [880, 1108.7, 1318.5, 1760] : [660, 880]);
}

/**
 * Watches the buyer's cards as balls come in: when one reaches "Falta 1" or completes, the phone
 * vibrates and chimes (unless muted) and a banner says which card. A card already there when the
 * screen opened, or when the round changed, is not news; a ball taken back does not ring again.
 */
export function useCardAlerts(roundId: number | null | undefined, ranked: readonly CardProgress[] | undefined, muted: boolean) {
  const last = useRef<{ roundId: number; missing: Map<number, number> } | null>(null);
  const [alert, setAlert] = useState<CardAlert | null>(null);

  useEffect(() => {
    if (roundId == null || !ranked) return;
    const now = new Map(ranked.map((p) => [p.card.id, p.missing]));
    const before = last.current?.roundId === roundId ? last.current.missing : null;
    last.current = { roundId, missing: now };
    if (!before) return;
    let news: CardAlert | null = null;
    for (const [cardId, missing] of now) {
      const was = before.get(cardId);
      if (was === undefined || missing >= was) continue;
      if (missing === 0) news = { kind: 'bingo', cardId };
      else if (missing === 1 && news?.kind !== 'bingo') news = { kind: 'one-away', cardId };
    }
    if (!news) return;
    setAlert(news);
    if (!muted) ring(news.kind);
  }, [roundId, ranked, muted]);

  const dismiss = useCallback(() => setAlert(null), []);
  return { alert, dismiss };
}
