import { describe, expect, it } from 'vitest';
import { readableTextOn } from './readable-text';

describe('readableTextOn', () => {
  it('picks black on light colours and white on dark ones, in hex or rgb notation', () => {
    expect(readableTextOn('#ffffff')).toBe('#000000');
    expect(readableTextOn('#ffc107')).toBe('#000000');
    expect(readableTextOn('#12344d')).toBe('#ffffff');
    expect(readableTextOn('#fff')).toBe('#000000');
    expect(readableTextOn('rgba(255, 255, 255, 1)')).toBe('#000000');
    expect(readableTextOn('rgb(20,20,60)')).toBe('#ffffff');
  });

  it('reads the first stop of a gradient', () => {
    expect(readableTextOn('linear-gradient(90deg, rgba(250,250,250,1) 0%, rgba(0,0,0,1) 100%)')).toBe('#000000');
    expect(readableTextOn('radial-gradient(circle, #101010 0%, #ffffff 100%)')).toBe('#ffffff');
  });

  it('falls back to white on what it cannot read', () => {
    expect(readableTextOn('transparent')).toBe('#ffffff');
  });
});
