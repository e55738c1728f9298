import { afterEach, describe, expect, it, vi } from 'vitest';
import { nextTask } from './next-task';

/** Which of a timer queued first and the yield comes first. */
async function order(): Promise<string[]> {
  const seen: string[] = [];
  setTimeout(() => seen.push('timer'), 0);
  await nextTask();
  seen.push('yield');
  await new Promise((resolve) => setTimeout(resolve, 5));
  return seen;
}

describe('nextTask (docs/decisions/046)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('on screen, gives the browser a task in between: work already queued runs first', async () => {
    expect(await order()).toEqual(['timer', 'yield']);
  });

  it('in a background tab, does not wait (its timers are slowed to one a second)', async () => {
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    expect(await order()).toEqual(['yield', 'timer']);
  });
});
