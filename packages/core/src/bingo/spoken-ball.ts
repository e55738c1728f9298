import { letterOf } from './letters';

// Written out by hand rather than with a numbers-to-words package: the cage only holds 1 to 75,
// and the telão needs exactly the words a caller says ("dezesseis", "vinte e um"), nothing more.
const UNITS = ['', 'um', 'dois', 'três', 'quatro', 'cinco', 'seis', 'sete', 'oito', 'nove'];
const TEENS = ['dez', 'onze', 'doze', 'treze', 'quatorze', 'quinze', 'dezesseis', 'dezessete', 'dezoito', 'dezenove'];
const TENS = ['', '', 'vinte', 'trinta', 'quarenta', 'cinquenta', 'sessenta', 'setenta'];

/** 1 to 75 in pt-BR words: 38 is "trinta e oito". */
export function ballInWords(ball: number): string {
  if (!Number.isInteger(ball) || ball < 1 || ball > 75) throw new RangeError(`not a ball: ${ball}`);
  if (ball < 10) return UNITS[ball]!;
  if (ball < 20) return TEENS[ball - 10]!;
  const unit = ball % 10;
  const tens = TENS[Math.floor(ball / 10)]!;
  return unit === 0 ? tens : `${tens} e ${UNITS[unit]}`;
}

/** What the caller says for a ball, letter first, as the telão speaks it: "U, trinta e oito". */
export function spokenBall(ball: number): string {
  return `${letterOf(ball)}, ${ballInWords(ball)}`;
}
