/** Page arithmetic for paged admin lists. */

export function pageCount(total: number, limit: number): number {
  return Math.max(1, Math.ceil(total / limit));
}

/**
 * Page links to show: always the first and last, the current one with its neighbours, and
 * 'gap' where pages are left out, so a list of 500 pages still fits a phone.
 */
export function pageItems(current: number, pages: number): (number | 'gap')[] {
  const wanted = new Set([1, pages, current - 1, current, current + 1].filter((p) => p >= 1 && p <= pages));
  const sorted = [...wanted].sort((a, b) => a - b);
  const items: (number | 'gap')[] = [];
  for (const [i, p] of sorted.entries()) {
    const previous = sorted[i - 1];
    if (previous !== undefined && p - previous === 2) items.push(previous + 1);
    else if (previous !== undefined && p - previous > 2) items.push('gap');
    items.push(p);
  }
  return items;
}

/** After deleting a row: when it was the only row of a page past the first, show the page before. */
export function pageAfterDelete(page: number, rowsShown: number): number {
  return page > 1 && rowsShown === 1 ? page - 1 : page;
}
