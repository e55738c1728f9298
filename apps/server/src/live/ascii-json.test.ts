import { describe, expect, it } from 'vitest';
import { asciiJson } from './ascii-json';

describe('asciiJson', () => {
  it('writes names with accents, dashes and emoji in ASCII, and they read back the same', () => {
    const state = { event: { name: 'Quermesse São João — Ação 🎉' }, sponsors: [{ name: 'Açougue Irmãos\u2028' }], drawn: [7, 20] };
    const json = asciiJson(JSON.stringify(state));
    expect(/^[\x20-\x7e]*$/.test(json)).toBe(true);
    expect(JSON.parse(json)).toEqual(state);
  });
});
