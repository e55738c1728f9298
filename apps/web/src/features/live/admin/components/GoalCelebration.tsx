import { formatMoneyWhole, type LiveState } from '@bingo/core';
import { useEffect, useRef, useState } from 'react';
import { TAKEOVER_MS } from './BingoTakeover';

/**
 * Whether the goal was reached while this screen was open: a telão switched on after the goal was
 * passed shows the full thermometer, not a party for something that happened hours ago.
 */
export function useGoalReached(goal: LiveState['goal']): boolean {
  const reached = goal !== null && goal.raised >= goal.target;
  const before = useRef(reached);
  const [celebrating, setCelebrating] = useState(false);
  useEffect(() => {
    if (reached && !before.current) setCelebrating(true);
    before.current = reached;
  }, [reached]);
  useEffect(() => {
    if (!celebrating) return;
    const timer = window.setTimeout(() => setCelebrating(false), TAKEOVER_MS);
    return () => window.clearTimeout(timer);
  }, [celebrating]);
  return celebrating;
}

/** The whole projection celebrates the goal for a few seconds (docs/decisions/019), then gives the screen back. */
export function GoalCelebration({ goal }: { goal: LiveState['goal'] }) {
  const celebrating = useGoalReached(goal);
  if (!celebrating || !goal) return null;
  return (
    <div className="big-screen__takeover big-screen__takeover--goal" role="alert">
      <p className="big-screen__takeover-title">META ALCANÇADA!</p>
      <p className="big-screen__takeover-cards">{formatMoneyWhole(goal.raised)} arrecadados. Obrigado a todos!</p>
    </div>
  );
}
