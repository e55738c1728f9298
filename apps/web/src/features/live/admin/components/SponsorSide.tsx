import type { LiveState } from '@bingo/core';
import { API_BASE } from '../../../../lib/api-client';

type Sponsor = LiveState['sponsors'][number];

/** logo_url is relative to the API base (decisions.md §8). */
export function logoSrc(url: string): string {
  return /^https?:\/\//.test(url) ? url : `${API_BASE}${url}`;
}

/** One side of the ball (or, for a number's only sponsor, all the stage beside it): sponsor logos, or their names when a logo is missing. */
export function SponsorSide({ sponsors, side }: { sponsors: readonly Sponsor[]; side: 'left' | 'right' | 'single' }) {
  return (
    <ul
      className={`big-screen__sponsors big-screen__sponsors--${side}`}
      aria-label={sponsors.length ? 'Patrocinadores do número' : undefined}
    >
      {sponsors.map((sponsor) => (
        <li key={sponsor.id} className="big-screen__sponsor">
          {sponsor.logo_url ? (
            <img src={logoSrc(sponsor.logo_url)} alt={sponsor.name} className="big-screen__logo" />
          ) : (
            <span className="big-screen__sponsor-name">{sponsor.name}</span>
          )}
        </li>
      ))}
    </ul>
  );
}

/** Spec §2: the first half of the sponsors on the left of the ball, the second on the right. */
export function splitSponsors<T>(sponsors: readonly T[]): [T[], T[]] {
  const half = Math.ceil(sponsors.length / 2);
  return [sponsors.slice(0, half), sponsors.slice(half)];
}
