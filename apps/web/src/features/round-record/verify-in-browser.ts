import { verifyRecord, webCryptoSha256, type RecordCardSet, type RecordEntry, type VerifyResult } from '@bingo/core';

/** The page's check: the shared verifier of packages/core with the browser's Web Crypto. */
export async function verifyInBrowser(
  roundId: number,
  entries: readonly RecordEntry[],
  sets: readonly RecordCardSet[],
): Promise<VerifyResult | 'no-crypto'> {
  const sha256 = webCryptoSha256();
  if (!sha256) return 'no-crypto';
  return verifyRecord(sha256, roundId, entries, sets);
}
