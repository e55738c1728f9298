import { useEffect, useRef, useState } from 'react';
import { readStorage, storageKeys, writeStorage } from '../../lib/storage-keys';

/** Spec §9: the colour history waits 500 ms, so dragging across the picker records one colour. */
export const HISTORY_DEBOUNCE_MS = 500;
// The picker shows at most 18 presets.
const HISTORY_SIZE = 18;

function loadHistory(): string[] {
  try {
    const stored: unknown = JSON.parse(readStorage(storageKeys.bigScreenColorHistory) ?? '[]');
    return Array.isArray(stored) ? stored.filter((c): c is string => typeof c === 'string').slice(0, HISTORY_SIZE) : [];
  } catch {
    return [];
  }
}

/** Recently chosen colours, newest first, offered as the picker's presets. */
export function useColorHistory() {
  const [history, setHistory] = useState<string[]>(loadHistory);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  /** Records `color` once it has stayed the choice for 500 ms. */
  const record = (color: string) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      setHistory((list) => {
        const next = [color, ...list.filter((c) => c !== color)].slice(0, HISTORY_SIZE);
        writeStorage(storageKeys.bigScreenColorHistory, JSON.stringify(next));
        return next;
      });
    }, HISTORY_DEBOUNCE_MS);
  };

  return { history, record };
}
