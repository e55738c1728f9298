import { useState } from 'react';
import { readStorage, storageKeys, writeStorage } from '../../../../lib/storage-keys';

/** decisions.md §14: each ball stays at least 3 s on the telão unless the operator says otherwise. */
export const DEFAULT_BALL_SECONDS = 3;
export const MIN_BALL_SECONDS = 1;
export const MAX_BALL_SECONDS = 30;

/** The telão's "Anunciar as bolas em voz alta", kept in this browser (the projector's laptop). */
export function useVoiceSetting(): [boolean, (on: boolean) => void] {
  const [on, setOn] = useState(() => readStorage(storageKeys.bigScreenVoice) === '1');
  const change = (value: boolean) => {
    setOn(value);
    writeStorage(storageKeys.bigScreenVoice, value ? '1' : '0');
  };
  return [on, change];
}

export function ballSecondsFrom(stored: string | null): number {
  const value = Number(stored);
  if (stored === null || stored.trim() === '' || !Number.isFinite(value)) return DEFAULT_BALL_SECONDS;
  return Math.min(MAX_BALL_SECONDS, Math.max(MIN_BALL_SECONDS, Math.round(value)));
}

/** The least time each ball stays on the big ball, in seconds, kept like the telão's colours. */
export function useBallSeconds(): [number, (seconds: number) => void] {
  const [seconds, setSeconds] = useState(() => ballSecondsFrom(readStorage(storageKeys.bigScreenBallSeconds)));
  const change = (value: number) => {
    const kept = ballSecondsFrom(String(value));
    setSeconds(kept);
    writeStorage(storageKeys.bigScreenBallSeconds, String(kept));
  };
  return [seconds, change];
}
