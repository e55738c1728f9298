export { canonicalJson } from './canonical-json';
export { RECORD_KINDS, type RecordKind, type RecordEntry, type RecordCard, type RecordCardSet, type Sha256Hex } from './record-entry';
export {
  GENESIS_HASH,
  entryPayload,
  entryHash,
  cardSetText,
  cardSetHash,
  verifyRecord,
  describeProblem,
  type VerifyProblem,
  type VerifyResult,
} from './round-record';
export { replayRecord, isLateEntry, missingCount, winnersOf, type ReplayedBall, type ReplayedRecord } from './replay';
export { recordedStageKinds, recordedStageWins, ballSteps, checkStageWins, stageSteps } from './stage-record';
export { fullCardBall, acumuladoWon, checkAcumulado, type FullCardBall } from './acumulado-record';
export { webCryptoSha256 } from './web-sha';
export { prizeStandings, prizeKey, type PrizeStanding } from './prize-record';
