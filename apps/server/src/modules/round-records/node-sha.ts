import { createHash } from 'node:crypto';
import type { Sha256Hex } from '@bingo/core';

/** The server's SHA-256 for the shared record code (the browser hands in Web Crypto instead). */
export const nodeSha256: Sha256Hex = (text) => Promise.resolve(createHash('sha256').update(text, 'utf8').digest('hex'));
