// The public face of the round-records module: all that code outside it may import (lint-enforced, docs/decisions).
export { roundRecordRoutes } from './round-records.routes';
export { roundRecordsServices } from './round-records.services';
export { RoundRecordWriter } from './round-record-writer';
export { RoundRecordsService } from './round-records.service';
export { cardHolderNames, hasPublicRecord, lockRoundForRecord, recordClock, recordEntries } from './record-reads';
export { verifyRoundReport } from './verify-round';
