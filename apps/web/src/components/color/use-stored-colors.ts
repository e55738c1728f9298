import { useState } from 'react';
import { readStorage, writeStorage } from '../../lib/storage-keys';
import type { ColorSlot } from './color-slot';

export const defaultColors = <K extends string>(slots: readonly ColorSlot<K>[]) =>
  Object.fromEntries(slots.map((s) => [s.key, s.fallback])) as Record<K, string>;

/**
 * Colours kept in this browser under `storageKey` (the projector's machine remembers its own
 * look), each value checked: a hand-edited or older entry must not blank the screen.
 */
export function loadStoredColors<K extends string>(storageKey: string, slots: readonly ColorSlot<K>[]): Record<K, string> {
  const colors = defaultColors(slots);
  try {
    const stored: unknown = JSON.parse(readStorage(storageKey) ?? '{}');
    if (stored && typeof stored === 'object') {
      for (const { key } of slots) {
        const value = (stored as Record<string, unknown>)[key];
        if (typeof value === 'string' && value.trim() && value.length < 600) colors[key] = value;
      }
    }
  } catch {
    // Unreadable JSON: the defaults.
  }
  return colors;
}

/** The colours: read once from this browser, saved on every change. */
export function useStoredColors<K extends string>(storageKey: string, slots: readonly ColorSlot<K>[]) {
  const [colors, setColors] = useState(() => loadStoredColors(storageKey, slots));
  const update = (next: Record<K, string>) => {
    setColors(next);
    writeStorage(storageKey, JSON.stringify(next));
  };
  return {
    colors,
    setColor: (key: K, value: string) => update({ ...colors, [key]: value }),
    reset: () => update(defaultColors(slots)),
  };
}
