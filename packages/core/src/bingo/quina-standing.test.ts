import { describe, expect, it } from 'vitest';
import { closestRowMissing } from './quina-standing';

// decisions.md §14: a quina is any of the card's 5 horizontal rows fully drawn. Numbers are stored
// column by column, so row r is the r-th number of every column.
const A = [1, 2, 3, 4, 5, 16, 17, 18, 19, 20, 31, 32, 33, 34, 35, 46, 47, 48, 49, 50, 61, 62, 63, 64, 65];

describe("a card's closest row to the quina", () => {
  it('is the first row, read across the columns, when no ball is drawn', () => {
    expect(closestRowMissing(A, new Set())).toEqual([1, 16, 31, 46, 61]);
  });

  it('is the row with fewest numbers missing, listing only those', () => {
    // Row 2 (3 18 33 48 63) misses one number, row 0 misses three.
    expect(closestRowMissing(A, new Set([1, 16, 3, 18, 33, 48]))).toEqual([63]);
  });

  it('keeps the first of the rows tied for fewest missing', () => {
    // Rows 1 and 3 each miss two numbers.
    expect(closestRowMissing(A, new Set([2, 17, 32, 4, 19, 34]))).toEqual([47, 62]);
  });

  it('is empty once a row is fully drawn, even a later one', () => {
    expect(closestRowMissing(A, new Set([1, 16, 5, 20, 35, 50, 65]))).toEqual([]);
  });

  it('does not read a column as a row', () => {
    expect(closestRowMissing(A, new Set([1, 2, 3, 4, 5]))).toEqual([16, 31, 46, 61]);
  });
});
