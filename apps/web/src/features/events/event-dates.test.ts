import { describe, expect, it } from 'vitest';
import { fromLocalInput, toLocalInput } from './event-dates';

describe("event dates in the hall's time zone (America/Sao_Paulo)", () => {
  it('shows an instant as the São Paulo wall clock', () => {
    expect(toLocalInput('2025-06-01T22:30:00.000Z')).toBe('2025-06-01T19:30');
  });

  it('reads a typed wall clock as São Paulo time', () => {
    expect(fromLocalInput('2025-06-01T19:30')).toBe('2025-06-01T22:30:00.000Z');
  });

  it('round-trips', () => {
    expect(toLocalInput(fromLocalInput('2026-12-31T23:59'))).toBe('2026-12-31T23:59');
  });

  it('leaves an unreadable date empty', () => {
    expect(toLocalInput('não é data')).toBe('');
  });
});
