import crypto from 'node:crypto';
import { createRemoteJWKSet, errors, type CryptoKey } from 'jose';

/** Where Pagar.me publishes the keys of its webhook signatures (docs/reference/pagarme-v5.md §5). */
export const PAGARME_JWKS_URL = 'https://hubapi.pagar.me/.well-known/jwks.json';

/** `alg=RS256; kid=<key id>; signature=<base64url>` into its parts. */
export function parseSignatureHeader(value: string): Record<string, string> {
  const parts: Record<string, string> = {};
  for (const piece of value.split(';')) {
    const at = piece.indexOf('=');
    if (at > 0) parts[piece.slice(0, at).trim().toLowerCase()] = piece.slice(at + 1).trim();
  }
  return parts;
}

/**
 * `unverifiable`: the keys could not be fetched, so the signature could be checked neither way.
 * That says nothing about the delivery itself.
 */
export type SignatureCheck = 'valid' | 'absent' | 'invalid' | 'unverifiable';

/**
 * The RS256 `X-Webhook-Asymmetric-Signature` over the raw body, checked with the key of its `kid`
 * from the JWKS (fetched and cached by jose; a kid it has not seen makes it fetch again).
 */
export class WebhookSignatureVerifier {
  private readonly jwks: ReturnType<typeof createRemoteJWKSet>;

  constructor(jwksUrl: string) {
    this.jwks = createRemoteJWKSet(new URL(jwksUrl), { timeoutDuration: 5000, cooldownDuration: 30_000, cacheMaxAge: 10 * 60_000 });
  }

  async check(header: string | undefined, rawBody: Buffer): Promise<SignatureCheck> {
    if (!header) return 'absent';
    const { alg, kid, signature } = parseSignatureHeader(header);
    if (alg !== 'RS256' || !kid || !signature) return 'invalid';
    let key: CryptoKey;
    try {
      key = await this.jwks({ alg: 'RS256', kid });
    } catch (err) {
      if (err instanceof errors.JWKSNoMatchingKey || err instanceof errors.JWKSMultipleMatchingKeys) return 'invalid';
      // Keys we cannot fetch say nothing about the delivery; the caller decides (the webhook route
      // accepts it on its token, since nothing is acted on before the order is re-read with our key).
      return 'unverifiable';
    }
    // RSASSA-PKCS1-v1_5 with SHA-256 over the exact bytes received; 'base64' also reads base64url.
    const publicKey = crypto.KeyObject.from(key as crypto.webcrypto.CryptoKey);
    return crypto.verify('sha256', rawBody, publicKey, Buffer.from(signature, 'base64')) ? 'valid' : 'invalid';
  }
}

/** Compares secrets in constant time, so the answer's timing says nothing about the token. */
export function sameSecret(given: string | undefined, expected: string): boolean {
  if (!given) return false;
  const a = crypto.createHash('sha256').update(given).digest();
  const b = crypto.createHash('sha256').update(expected).digest();
  return crypto.timingSafeEqual(a, b);
}
