import type { ColorSlot } from '../../components/color/color-slot';

/** Spec §9: numbers 1 to 50, about 10 seconds of spinning, a 1.2 second explosion. */
export const FOGUETINHO = { min: 1, max: 50, spinMs: 10_000, explosionMs: 1_200 } as const;

export const foguetinhoTexts = {
  title: 'Foguetinho',
  draw: 'Sortear Número',
  drawing: 'Sorteando...',
  again: 'Sortear Novamente',
  idle: 'Aperte “Sortear Número” para lançar o foguetinho!',
  result: (n: number) => `Número sorteado: ${n}`,
  colors: 'Cores do Foguetinho',
  from: 'De',
  to: 'Até',
  range: 'Faixa de números',
  noEvent: 'Nenhum evento ativo: o giro do Foguetinho fica registrado no evento. Crie ou inicie um evento.',
  spinFailed: 'Não foi possível sortear o número. Verifique a conexão e tente de novo.',
  spinsFailed: 'Não foi possível carregar os giros do Foguetinho.',
  spinsTitle: (event: string) => `Giros desta noite (${event})`,
  spinLine: (n: number, min: number, max: number) => `nº ${n} (de ${min} a ${max})`,
} as const;

/** The theme colours, kept in this browser (the projector's machine keeps its own look). */
export const FOGUETINHO_COLORS_KEY = 'foguetinho_colors';
export const FOGUETINHO_SLOTS = [
  { key: 'background', label: 'Fundo', kind: 'fill', fallback: 'linear-gradient(160deg, #0b1d3a 0%, #284b8c 100%)' },
  { key: 'title', label: 'Título', kind: 'text', fallback: '#ffffff' },
  { key: 'number', label: 'Número', kind: 'text', fallback: '#ffd43b' },
  { key: 'explosion', label: 'Explosão', kind: 'text', fallback: '#ff6b00' },
] as const satisfies readonly ColorSlot[];
