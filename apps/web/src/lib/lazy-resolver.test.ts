import type { Resolver, ResolverResult } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { lazyResolver } from './lazy-resolver';

type Values = { name: string };
const options = { fields: {}, shouldUseNativeValidation: false } as Parameters<Resolver<Values>>[2];

const nameRequired: Resolver<Values> = (values): ResolverResult<Values> => {
  if (values.name) return { values, errors: {} };
  return { values: {}, errors: { name: { type: 'required', message: 'Campo obrigatório.' } } };
};

describe('lazyResolver', () => {
  it('loads the schema once, on the first validation, and validates with it', async () => {
    const load = vi.fn(async () => nameRequired);
    const resolver = lazyResolver(load);
    expect(load).not.toHaveBeenCalled();

    expect((await resolver({ name: '' }, undefined, options)).errors.name?.message).toBe('Campo obrigatório.');
    expect(await resolver({ name: 'Maria' }, undefined, options)).toEqual({ values: { name: 'Maria' }, errors: {} });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries the download again after it failed', async () => {
    const load = vi
      .fn<() => Promise<Resolver<Values>>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValue(nameRequired);
    const resolver = lazyResolver(load);

    await expect(resolver({ name: 'Maria' }, undefined, options)).rejects.toThrow('Failed to fetch');
    expect((await resolver({ name: 'Maria' }, undefined, options)).errors).toEqual({});
    expect(load).toHaveBeenCalledTimes(2);
  });
});
