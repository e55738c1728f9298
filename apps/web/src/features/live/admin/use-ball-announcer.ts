import { spokenBall } from '@bingo/core';
import { useEffect, useRef, useState } from 'react';
import { readStorage, storageKeys, writeStorage } from '../../../lib/storage-keys';

/** Whether this browser can speak at all (some kiosk builds ship without voices). */
export const canSpeak = () =>
  typeof window !== 'undefined' && 'speechSynthesis' in window && typeof SpeechSynthesisUtterance === 'function';

/** The telão's "Anunciar as bolas em voz alta", kept in this browser (the projector's laptop). */
export function useVoiceSetting(): [boolean, (on: boolean) => void] {
  const [on, setOn] = useState(() => readStorage(storageKeys.bigScreenVoice) === '1');
  const change = (value: boolean) => {
    setOn(value);
    writeStorage(storageKeys.bigScreenVoice, value ? '1' : '0');
  };
  return [on, change];
}

/**
 * Says each new ball aloud in pt-BR ("U, trinta e oito") while switched on. Only a ball drawn while
 * the screen is open is spoken: not the last ball found on opening or after a reload, and not the
 * ball that becomes last again when the latest one is taken back.
 */
export function useBallAnnouncer(drawn: readonly number[], enabled: boolean) {
  const seen = useRef<Set<number> | null>(null);
  useEffect(() => {
    const before = seen.current;
    seen.current = new Set(drawn);
    if (!before || !enabled || !canSpeak()) return;
    const last = drawn.at(-1);
    if (last === undefined || before.has(last)) return;
    const utterance = new SpeechSynthesisUtterance(spokenBall(last));
    utterance.lang = 'pt-BR';
    utterance.rate = 0.9;
    window.speechSynthesis.cancel(); // a ball typed quickly after another is said at once, not queued
    window.speechSynthesis.speak(utterance);
  }, [drawn, enabled]);
}
