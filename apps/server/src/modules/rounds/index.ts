// The public face of the rounds module: all that code outside it may import (lint-enforced, docs/decisions).
export { roundRoutes } from './rounds.routes';
export { roundsServices } from './rounds.services';
export { ROUND_NOT_FOUND } from './rounds.service';
export { stageStandings } from './round-stages';
export { eventRounds, findRound, takeRoundControl } from './round-lookups';
export { type RoundRow } from './rounds.repository';
