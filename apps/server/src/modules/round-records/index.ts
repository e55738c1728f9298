// The public face of the round-records module: all that code outside it may import (lint-enforced, docs/decisions).
export { roundRecordRoutes } from './round-records.routes';
export { RoundRecordWriter } from './round-record-writer';
export { RoundRecordsService } from './round-records.service';
export { cardHolderNames, hasPublicRecord, recordEntries } from './record-reads';
export { verifyRoundReport } from './verify-round';
