import { roundKeys } from '../../../lib/round-lifecycle';

/** Winners, almost-winners, top 10, ranking pages and card checks: all change with each ball. */
export const resultsKey = (roundId: number) => [...roundKeys.round(roundId), 'results'] as const;

/** The three result lists a stage has (decisions.md §14). */
export type ResultsKind = 'winners' | 'almost-winners' | 'top10';
