import { afterAll, beforeAll } from 'vitest';
import { api, loginViaApi } from './api';
import { run } from './provided';

export interface OwnEvent {
  id: number;
  name: string;
  /** The run's admin token, for the spec's own API calls. */
  adminToken: string;
}

/**
 * A spec's own event, running while its tests run (the one em_andamento takes every online sale)
 * and finished afterwards, so no spec sells into another's event. Read it inside the tests.
 */
export function ownRunningEvent(name: string, fields: { card_price: number; rounds_count?: number }): () => OwnEvent {
  let event: OwnEvent | null = null;
  beforeAll(async () => {
    const adminToken = (await loginViaApi(run().admin.email, run().admin.password)).token;
    const created = await api<{ id: number; name: string }>(
      'POST',
      '/events',
      { name, start_date: new Date().toISOString(), rounds_count: fields.rounds_count ?? 1, card_price: fields.card_price },
      adminToken,
    );
    await api('PATCH', `/events/${created.id}/status`, { status: 'em_andamento', finish_running: true }, adminToken);
    event = { ...created, adminToken };
  });
  afterAll(async () => {
    if (event) await api('PATCH', `/events/${event.id}/status`, { status: 'finalizado' }, event.adminToken).catch(() => {});
  });
  return () => event!;
}
