import { idParam } from '@bingo/core';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { validatorWithPlainIds } from './id-params';

const route = { schema: idParam, method: 'GET', url: '/events/:id/live', httpPart: 'params' };
const withPlainIds = validatorWithPlainIds(route);
const zodAlone = validatorCompiler(route);

describe('validatorWithPlainIds', () => {
  it.each([
    '1',
    '42',
    '2147483647',
    '2147483648',
    '9999999999',
    '12345678901',
    '0',
    '007',
    ' 7',
    '7 ',
    '1.0',
    '-1',
    '1e3',
    '0x10',
    '',
    'abc',
  ])('reads the id %j as zod does (the same value, or the same refusal)', (id) => {
    expect(withPlainIds({ id })).toEqual(zodAlone({ id }));
  });

  it('leaves any other schema to zod', () => {
    const other = { ...route, schema: idParam.extend({}) };
    expect(validatorWithPlainIds(other)({ id: '3000000000' })).toEqual(validatorCompiler(other)({ id: '3000000000' }));
  });
});
