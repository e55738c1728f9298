import { QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from './query-client';

describe('mutations declare what they make stale (meta.invalidates)', () => {
  it('reads the declared lists again before the mutation is done, after its own onSuccess', async () => {
    const client = createQueryClient();
    const order: string[] = [];
    let reads = 0;
    const observer = new QueryObserver(client, {
      queryKey: ['coupons'],
      queryFn: () => {
        order.push('list read');
        return ++reads;
      },
    });
    const unsubscribe = observer.subscribe(() => {});
    await client.refetchQueries({ queryKey: ['coupons'] });
    client.setQueryData(['events'], 'kept');

    const mutation = client.getMutationCache().build(client, {
      mutationFn: () => Promise.resolve('ok'),
      onSuccess: () => void order.push('toast'),
      meta: { invalidates: [['coupons']] },
    });
    order.length = 0;
    await mutation.execute(undefined);

    expect(order).toEqual(['toast', 'list read']);
    expect(client.getQueryData(['coupons'])).toBe(reads);
    expect(client.getQueryState(['events'])?.isInvalidated).toBe(false);
    unsubscribe();
  });

  it('leaves the lists alone when the mutation fails', async () => {
    const client = createQueryClient();
    client.setQueryData(['coupons'], 1);
    const mutation = client.getMutationCache().build(client, {
      mutationFn: () => Promise.reject(new Error('falhou')),
      meta: { invalidates: [['coupons']], silent: true },
    });
    await expect(mutation.execute(undefined)).rejects.toThrow('falhou');
    expect(client.getQueryState(['coupons'])?.isInvalidated).toBe(false);
  });
});

describe('a mutation that refreshes after a refusal too (invalidatesAfterFailure)', () => {
  it('reads the declared lists again when the server refuses', async () => {
    const client = createQueryClient();
    client.setQueryData(['seller'], 1);
    const mutation = client.getMutationCache().build(client, {
      mutationFn: () => Promise.reject(new Error('Cartela já vendida.')),
      meta: { invalidates: [['seller']], invalidatesAfterFailure: true, silent: true },
    });
    await expect(mutation.execute(undefined)).rejects.toThrow('Cartela já vendida.');
    expect(client.getQueryState(['seller'])?.isInvalidated).toBe(true);
  });
});
