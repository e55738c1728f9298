import type { BoardColors } from '../../../components/bingo/BingoBoard';
import { readableTextOn } from './readable-text';

/**
 * The eight colours of the big screen (spec §2), kept in this browser: the projector's machine
 * remembers its own look. A value is any CSS colour or, for fills, a CSS gradient.
 */
export const COLOR_SLOTS = [
  { key: 'background', label: 'Fundo', kind: 'fill', fallback: '#4e799b' },
  { key: 'title', label: 'Título', kind: 'text', fallback: '#ffffff' },
  { key: 'letters', label: 'Letras das colunas', kind: 'fill', fallback: '#12344d' },
  { key: 'ball', label: 'Bola não sorteada', kind: 'fill', fallback: 'rgba(255, 255, 255, 0.22)' },
  { key: 'drawn', label: 'Bola sorteada', kind: 'fill', fallback: '#ffffff' },
  { key: 'last', label: 'Última bola', kind: 'fill', fallback: '#ffc107' },
  { key: 'text', label: 'Texto dos números', kind: 'text', fallback: '#0b2136' },
  { key: 'lastText', label: 'Texto do último número', kind: 'text', fallback: '#000000' },
] as const;

export type ColorKey = (typeof COLOR_SLOTS)[number]['key'];
export type BigScreenColors = Record<ColorKey, string>;

/** What the shared board takes; the letters' own text follows their fill so it stays readable. */
export function boardColors(colors: BigScreenColors): BoardColors {
  return {
    letter: colors.letters,
    letterText: readableTextOn(colors.letters),
    ball: colors.ball,
    drawn: colors.drawn,
    drawnText: colors.text,
    last: colors.last,
    text: colors.text,
    lastText: colors.lastText,
  };
}
