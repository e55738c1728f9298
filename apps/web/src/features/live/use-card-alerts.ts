import { useCallback, useEffect, useRef, useState } from 'react';
import { playChime } from '../../lib/chime';
import { readStorage, storageKeys, writeStorage } from '../../lib/storage-keys';
import type { CardProgress } from './card-progress';

/** 'quina-one-away' and 'quina': a row one number from done, a row done, while the quina is played (decisions.md §14). */
export type CardAlert = { kind: 'one-away' | 'bingo' | 'quina-one-away' | 'quina'; cardId: number };

/** Which news wins the banner when one ball brings several: the biggest. */
const WEIGHT: Record<CardAlert['kind'], number> = { 'quina-one-away': 1, 'one-away': 2, quina: 3, bingo: 4 };
const bigger = (news: CardAlert | null, next: CardAlert): CardAlert => (!news || WEIGHT[next.kind] > WEIGHT[news.kind] ? next : news);

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
  if (kind === 'bingo') {
    navigator.vibrate?.([300, 120, 300, 120, 600]);
    playChime([880, 1108.7, 1318.5, 1760]);
  } else if (kind === 'quina') {
    navigator.vibrate?.([300, 120, 300]);
    playChime([660, 880, 1108.7]);
  } else {
    navigator.vibrate?.([180, 90, 180]);
    playChime([660, 880]);
  }
}

/**
 * Watches the buyer's cards as balls come in: when one reaches "Falta 1" or completes, the phone
 * vibrates and chimes (unless muted) and a banner says which card. A card already there when the
 * screen opened, or when the round changed, is not news; a ball taken back does not ring again.
 * While the round's quina is played (`quinaOpen`), a row one number from done and a row done ring
 * too. The ball that wins the quina arrives with the quina already won, so a row done rings when
 * the quina was still played on the ball before: its cards share the stage (decisions.md §14).
 */
export function useCardAlerts(
  roundId: number | null | undefined,
  ranked: readonly CardProgress[] | undefined,
  muted: boolean,
  quinaOpen = false,
) {
  const last = useRef<{ roundId: number; missing: Map<number, [number, number]>; quinaOpen: boolean } | null>(null);
  const [alert, setAlert] = useState<CardAlert | null>(null);

  useEffect(() => {
    if (roundId == null || !ranked) return;
    const now = new Map(ranked.map((p) => [p.card.id, [p.missing, p.rowMissing] as [number, number]]));
    const held = last.current?.roundId === roundId ? last.current : null;
    last.current = { roundId, missing: now, quinaOpen };
    if (!held) return;
    let news: CardAlert | null = null;
    for (const [cardId, [missing, rows]] of now) {
      const was = held.missing.get(cardId);
      if (was === undefined) continue;
      if (missing < was[0] && missing === 0) news = bigger(news, { kind: 'bingo', cardId });
      else if (missing < was[0] && missing === 1) news = bigger(news, { kind: 'one-away', cardId });
      if (rows < was[1] && rows === 0 && held.quinaOpen) news = bigger(news, { kind: 'quina', cardId });
      else if (rows < was[1] && rows === 1 && held.quinaOpen && quinaOpen) news = bigger(news, { kind: 'quina-one-away', cardId });
    }
    if (!news) return;
    setAlert(news);
    if (!muted) ring(news.kind);
  }, [roundId, ranked, muted, quinaOpen]);

  const dismiss = useCallback(() => setAlert(null), []);
  return { alert, dismiss };
}
