import type { LiveState } from '@bingo/core';
import { BingoBall } from '../../../../components/bingo/BingoBall';
import { useBallEntrance } from '../../use-ball-entrance';
import type { BigScreenColors } from '../big-screen-colors';
import { SponsorSide, splitSponsors } from './SponsorSide';

interface Props {
  state: LiveState;
  colors: BigScreenColors;
}

/** The big centre ball with the last number, flanked by the sponsors of that number. */
export function BigScreenStage({ state, colors }: Props) {
  const ballRef = useBallEntrance<HTMLDivElement>(state.last_number);
  const [left, right] = splitSponsors(state.sponsors);
  return (
    <section className="big-screen__stage" aria-label="Último número sorteado">
      <SponsorSide sponsors={left} side="left" />
      <div ref={ballRef} className="big-screen__ball">
        <BingoBall number={state.last_number} size="xl" color={colors.last} textColor={colors.lastText} />
      </div>
      <SponsorSide sponsors={right} side="right" />
    </section>
  );
}
