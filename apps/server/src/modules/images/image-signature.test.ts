import { describe, expect, it } from 'vitest';
import { detectImageType } from './image-signature';
import { TINY_PNG } from '../../../test/image-fixtures';

const bytes = (...parts: (string | number[])[]) =>
  Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'latin1') : Buffer.from(p))));

describe('detectImageType', () => {
  it.each([
    ['png', TINY_PNG, 'image/png', 'png'],
    ['jpeg', bytes([0xff, 0xd8, 0xff, 0xe0], 'JFIF'), 'image/jpeg', 'jpg'],
    ['gif87a', bytes('GIF87a', [1, 0, 1, 0]), 'image/gif', 'gif'],
    ['gif89a', bytes('GIF89a', [1, 0, 1, 0]), 'image/gif', 'gif'],
    ['webp', bytes('RIFF', [0x24, 0, 0, 0], 'WEBPVP8 '), 'image/webp', 'webp'],
  ])('recognises %s from its first bytes', (_name, input, mime, extension) => {
    expect(detectImageType(input)).toEqual({ mime, extension });
  });

  it.each([
    ['empty', Buffer.alloc(0)],
    ['text', Buffer.from('isto não é uma imagem, só texto com nome .png')],
    ['svg', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')],
    ['html', Buffer.from('<!doctype html><html></html>')],
    ['truncated png', TINY_PNG.subarray(0, 7)],
    ['riff that is not webp', bytes('RIFF', [0x24, 0, 0, 0], 'WAVEfmt ')],
    ['pdf', Buffer.from('%PDF-1.7')],
  ])('refuses %s', (_name, input) => {
    expect(detectImageType(input)).toBeNull();
  });
});
