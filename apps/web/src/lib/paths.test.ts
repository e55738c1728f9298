import { describe, expect, it } from 'vitest';
import { returnPath } from './paths';

describe('returnPath', () => {
  it('returns to a page of this app only', () => {
    expect(returnPath('/verificacao/3?x=1')).toBe('/verificacao/3?x=1');
    expect(returnPath('/admin/eventos')).toBe('/admin/eventos');
    for (const bad of [
      'https://golpe.example',
      '//golpe.example',
      '/\\\\golpe.example',
      'admin',
      '/login',
      '/login?next=1',
      42,
      null,
      undefined,
    ]) {
      expect(returnPath(bad)).toBeNull();
    }
  });
});
