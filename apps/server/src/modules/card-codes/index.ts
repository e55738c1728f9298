// The public face of the card-codes module: all that code outside it may import (lint-enforced, docs/decisions).
export { CHECK_CODE_ALPHABET, CHECK_CODE_LENGTH, CardCheckCodes, type CodedCard, formatCheckCode, normalizeCheckCode } from './check-code';
