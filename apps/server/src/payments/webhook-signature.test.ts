import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sign, startJwksServer } from '../../test/webhook-keys';
import { WebhookSignatureVerifier } from './webhook-signature';

// The verifier on its own; the webhook route's use of it (401s, the order of the checks) is in
// modules/purchases/webhook-auth.test.ts.
let jwks: Awaited<ReturnType<typeof startJwksServer>>;
beforeAll(async () => {
  jwks = await startJwksServer();
});
afterAll(() => new Promise((resolve) => jwks.server.close(resolve)));

const body = JSON.stringify({ id: 'hook_1', type: 'order.paid' });
const check = (verifier: WebhookSignatureVerifier, header: string) => verifier.check(header, Buffer.from(body));

describe('webhook signature check', () => {
  it('reads the header with spaces around its pieces and its names in any case', async () => {
    const signature = /signature=(\S+)$/.exec(sign(body))![1]!;
    const verifier = new WebhookSignatureVerifier(jwks.url);
    expect(await check(verifier, ` ALG = RS256 ;Kid =  chave-1;  Signature = ${signature} `)).toBe('valid');
  });

  it("ignores a piece that is not name=value, even one that starts like a name ('kids' is not kid=kids)", async () => {
    expect(await check(new WebhookSignatureVerifier(jwks.url), `${sign(body)}; kids`)).toBe('valid');
  });

  it("fetches the provider's keys once and keeps them for the next deliveries", async () => {
    const verifier = new WebhookSignatureVerifier(jwks.url);
    const before = jwks.fetches;
    for (let i = 0; i < 3; i++) expect(await check(verifier, sign(body))).toBe('valid');
    expect(jwks.fetches - before).toBe(1);
  });

  it('says "unverifiable" when the keys cannot be fetched: that says nothing about the delivery either way', async () => {
    // Nothing listens on port 9 (discard): the connection is refused at once.
    const verifier = new WebhookSignatureVerifier('http://127.0.0.1:9/jwks.json');
    expect(await check(verifier, sign(body))).toBe('unverifiable');
  });
});
