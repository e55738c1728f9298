// The public face of the rounds module: all that code outside it may import (lint-enforced, docs/decisions).
export { roundRoutes } from './rounds.routes';
export { ROUND_NOT_FOUND } from './rounds.service';
export { eventRounds, findRound, takeRoundControl } from './round-lookups';
export { type RoundRow } from './rounds.repository';
