import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { msg } from '../messages';
import { optionalText, text } from './common';
import { hasHiddenCharacters, isInvisibleOnly } from './free-text';

const messageOf = (schema: z.ZodType, value: unknown) => schema.safeParse(value).error?.issues[0]?.message;

describe('text(): required one-line free text', () => {
  it('keeps accents, emoji (with their joiners) and other scripts', () => {
    for (const value of [
      'Bingo da Paróquia São José 🎉',
      'Ação – Ñandú',
      'Família 👨‍👩‍👧 e 🏳️‍🌈',
      'Zürich, Łódź, 日本語',
      'Prêmio: R$ 500,00 (1º lugar)',
      'O’Neil & “Filhos”',
      'שלום',
      'مرحبا',
    ]) {
      expect(text(160).parse(value)).toBe(value);
    }
  });

  it.each([
    ['RIGHT-TO-LEFT OVERRIDE', 'Rifa\u202Eexe.txt'],
    ['LEFT-TO-RIGHT EMBEDDING', 'a\u202Ab'],
    ['RIGHT-TO-LEFT ISOLATE', 'a\u2067b'],
    ['POP DIRECTIONAL ISOLATE', 'a\u2069'],
    ['LEFT-TO-RIGHT MARK', 'a\u200Eb'],
    ['RIGHT-TO-LEFT MARK', 'a\u200Fb'],
    ['ARABIC LETTER MARK', 'a\u061Cb'],
    ['BELL', 'a\u0007b'],
    ['NUL', 'a\u0000b'],
    ['ESCAPE', 'a\u001B[31mb'],
    ['TAB', 'a\tb'],
    ['LINE FEED', 'a\nb'],
    ['CARRIAGE RETURN', 'a\rb'],
    ['DELETE', 'a\u007Fb'],
    ['C1 NEXT LINE', 'a\u0085b'],
    ['C1 CSI', 'a\u009Bb'],
    ['LINE SEPARATOR', 'a\u2028b'],
    ['lone surrogate', 'a\uD800b'],
  ])('refuses a %s', (_, value) => {
    expect(messageOf(text(160), value)).toBe(msg.hiddenCharacters);
  });

  it.each([
    ['zero-width spaces', '\u200B\u200B'],
    ['joiners', '\u200C\u200D'],
    ['word joiner and BOM', '\u2060\uFEFF'],
    ['Hangul fillers', '\u3164\u115F\u1160\uFFA0'],
    ['soft hyphens', '\u00AD\u00AD'],
    ['no-break and ideographic spaces', '\u00A0\u3000'],
    ['a zero-width space between spaces', ' \u200B '],
    ['variation selectors', '\uFE0F'],
    ['blank Braille', '\u2800'],
  ])('takes %s alone as empty', (_, value) => {
    expect(messageOf(text(160), value)).toBe(msg.required);
  });

  it('still refuses empty and too long text', () => {
    expect(messageOf(text(10), '   ')).toBe(msg.required);
    expect(messageOf(text(10), 'x'.repeat(11))).toBe(msg.tooLong(10));
  });

  it('lets a multi-line field keep tabs and line breaks, never other controls', () => {
    const notes = text(2000, { multiline: true });
    expect(notes.parse('1º prêmio:\n\t- TV\r\n\t- Rádio')).toBe('1º prêmio:\n\t- TV\r\n\t- Rádio');
    expect(messageOf(notes, 'a\rb')).toBe(msg.hiddenCharacters);
    expect(messageOf(notes, 'a\u0007b')).toBe(msg.hiddenCharacters);
    expect(messageOf(notes, 'a\u202Eb')).toBe(msg.hiddenCharacters);
  });
});

describe('optionalText(): optional free text', () => {
  it('turns missing and blank into null, keeps real text', () => {
    expect(optionalText(200).parse(undefined)).toBeNull();
    expect(optionalText(200).parse(null)).toBeNull();
    expect(optionalText(200).parse('  ')).toBeNull();
    expect(optionalText(200).parse(' Rua das Flores, 12 ')).toBe('Rua das Flores, 12');
  });

  it('refuses hidden characters and text that shows nothing (instead of storing it or null)', () => {
    expect(messageOf(optionalText(200), 'a\u202Eb')).toBe(msg.hiddenCharacters);
    expect(messageOf(optionalText(200), 'Rua 1\nApto 2')).toBe(msg.hiddenCharacters);
    expect(messageOf(optionalText(200), '\u200B\u200B')).toBe(msg.hiddenCharacters);
    expect(optionalText(2000, { multiline: true }).parse('Linha 1\nLinha 2')).toBe('Linha 1\nLinha 2');
  });
});

describe('the character rules', () => {
  it('tell hidden from visible', () => {
    expect(hasHiddenCharacters('Ação 🎉')).toBe(false);
    expect(hasHiddenCharacters('a\nb')).toBe(true);
    expect(hasHiddenCharacters('a\nb', true)).toBe(false);
    expect(isInvisibleOnly('\u200B')).toBe(true);
    expect(isInvisibleOnly('a\u200B')).toBe(false);
    expect(isInvisibleOnly('\u200BAna')).toBe(false);
    expect(isInvisibleOnly('')).toBe(false);
  });
});
