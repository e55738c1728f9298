import { afterEach, vi } from 'vitest';

// A console.error during a test is a failure (architecture.md §11).
const errors: unknown[][] = [];
const original = console.error;
console.error = (...args: unknown[]) => {
  errors.push(args);
  original(...args);
};
afterEach(() => {
  const seen = errors.splice(0);
  if (seen.length > 0) throw new Error(`console.error chamado durante o teste: ${String(seen[0]?.[0])}`);
  vi.restoreAllMocks();
});
