import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { testEnv } from '../../test/app';
import { pagarmeEnv } from '../../test/pagarme-app';
import type { Database } from '../db/client';
import { FakeProvider } from './fake';
import { PagarmeProvider } from './pagarme';
import { paymentsPlugin } from './provider';

/** The provider the purchase and webhook routes get (app.payments) under these settings. */
async function providerFor(env: Record<string, string>) {
  const app = Fastify();
  app.decorate('env', testEnv(env));
  // The fake provider keeps its orders in the database; building it reads nothing yet.
  app.decorate('database', {} as Database);
  await app.register(paymentsPlugin);
  await app.ready();
  const provider = app.payments;
  await app.close();
  return provider;
}

// Built here, inside the test, rather than by a whole app in a beforeAll: a broken plugin then
// fails this test instead of skipping every test of a file.
describe('PAYMENT_PROVIDER', () => {
  it('pagarme gives the routes the Pagar.me adapter; anything else the fake provider', async () => {
    expect(await providerFor(pagarmeEnv('http://127.0.0.1:9/core/v5'))).toBeInstanceOf(PagarmeProvider);
    expect(await providerFor({ PAYMENT_PROVIDER: 'fake' })).toBeInstanceOf(FakeProvider);
  });
});
