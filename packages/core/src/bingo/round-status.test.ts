import { describe, expect, it } from 'vitest';
import { decideRoundStatus, roundStatusChoices, roundStatusMessages } from './round-status';

const open = { eventFinished: false };
const closed = { eventFinished: true };

describe('a round’s status change (decisions.md §14)', () => {
  it('moves forward: start, finish, and keeping the status is no change', () => {
    expect(decideRoundStatus('not_started', 'in_progress', open)).toEqual({ step: 'start' });
    expect(decideRoundStatus('in_progress', 'finished', open)).toEqual({ step: 'finish' });
    expect(decideRoundStatus('finished', 'finished', closed)).toEqual({ step: 'none' });
  });

  it('never goes back to not started once started, finished or not', () => {
    for (const from of ['in_progress', 'finished'] as const) {
      expect(decideRoundStatus(from, 'not_started', open)).toEqual({ refused: { status: 409, message: roundStatusMessages.neverBack } });
    }
  });

  it('reopens a finished round only with a reason, and never in a finished event', () => {
    expect(decideRoundStatus('finished', 'in_progress', { ...open, reason: 'Bola cantada errada' })).toEqual({ step: 'reopen' });
    expect(decideRoundStatus('finished', 'in_progress', open).refused).toEqual({
      status: 400,
      message: roundStatusMessages.reopenNeedsReason,
    });
    expect(decideRoundStatus('finished', 'in_progress', { ...closed, reason: 'Bola cantada errada' }).refused).toEqual({
      status: 409,
      message: roundStatusMessages.reopenInFinishedEvent,
    });
  });

  it('starts no round in a finished event and finishes only a running one', () => {
    expect(decideRoundStatus('not_started', 'in_progress', closed).refused?.message).toBe(roundStatusMessages.eventFinished);
    expect(decideRoundStatus('not_started', 'finished', open).refused?.message).toBe(roundStatusMessages.finishOnlyRunning);
  });

  it('offers in the edit form only the changes that need no reason', () => {
    expect(roundStatusChoices('not_started')).toEqual(['not_started', 'in_progress']);
    expect(roundStatusChoices('in_progress')).toEqual(['in_progress', 'finished']);
    expect(roundStatusChoices('finished')).toEqual(['finished']);
  });
});
