import type { LiveState } from '@bingo/core';
import { BingoBall } from '../../../../components/bingo/BingoBall';
import { useBallEntrance } from '../../use-ball-entrance';
import type { BigScreenColors } from '../big-screen-colors';
import { SponsorSide, splitSponsors } from './SponsorSide';

interface Props {
  state: LiveState;
  /** The ball being presented: the last one drawn, or one still taking its turn (decisions.md §14). */
  ball: number | null;
  colors: BigScreenColors;
}

/** The big centre ball with the last number, flanked by the sponsors of that number. */
export function BigScreenStage({ state, ball, colors }: Props) {
  const ballRef = useBallEntrance<HTMLDivElement>(ball);
  // The live state names the sponsors of the last ball only: none beside an earlier one taking its turn.
  const sponsors = ball === state.last_number ? state.sponsors : [];
  const [left, right] = splitSponsors(sponsors);
  if (sponsors.length === 1) {
    // A number's only sponsor has the whole stage beside the ball, not one side with the other empty.
    return (
      <section className="big-screen__stage big-screen__stage--single" aria-label="Último número sorteado">
        <div ref={ballRef} className="big-screen__ball">
          <BingoBall number={ball} size="xl" color={colors.last} textColor={colors.lastText} />
        </div>
        <SponsorSide sponsors={sponsors} side="single" />
      </section>
    );
  }
  return (
    <section className="big-screen__stage" aria-label="Último número sorteado">
      <SponsorSide sponsors={left} side="left" />
      <div ref={ballRef} className="big-screen__ball">
        <BingoBall number={ball} size="xl" color={colors.last} textColor={colors.lastText} />
      </div>
      <SponsorSide sponsors={right} side="right" />
    </section>
  );
}
