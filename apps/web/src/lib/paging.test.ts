import { describe, expect, it } from 'vitest';
import { pageAfterDelete, pageCount, pageItems } from './paging';

describe('paging', () => {
  it('counts at least one page', () => {
    expect(pageCount(0, 20)).toBe(1);
    expect(pageCount(20, 20)).toBe(1);
    expect(pageCount(21, 20)).toBe(2);
  });

  it('shows first, last and the neighbours of the current page, with gaps', () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(1, 4)).toEqual([1, 2, 3, 4]);
    expect(pageItems(250, 500)).toEqual([1, 'gap', 249, 250, 251, 'gap', 500]);
    expect(pageItems(3, 500)).toEqual([1, 2, 3, 4, 'gap', 500]);
  });
});

describe('pageAfterDelete', () => {
  it('steps back only when the deleted row was alone on a later page', () => {
    expect(pageAfterDelete(3, 1)).toBe(2);
    expect(pageAfterDelete(3, 4)).toBe(3);
    expect(pageAfterDelete(1, 1)).toBe(1);
  });
});
