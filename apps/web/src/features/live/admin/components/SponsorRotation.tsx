import type { LiveState } from '@bingo/core';
import { useEffect, useState } from 'react';
import { logoSrc } from './SponsorSide';

type Sponsor = LiveState['sponsors'][number];

/** Logos a page: a projected logo stays big enough to read from the back of the hall. */
export const SPONSORS_PER_PAGE = 6;
export const ROTATION_MS = 7000;

/** Between rounds and at the end: the night's sponsors, a page at a time, turning every few seconds. */
export function SponsorRotation({
  sponsors,
  title,
  perPage = SPONSORS_PER_PAGE,
}: {
  sponsors: readonly Sponsor[];
  title: string;
  /** Fewer when something else shares the screen (the goal's thermometer): one row of logos. */
  perPage?: number;
}) {
  const pages = Math.ceil(sponsors.length / perPage);
  const [page, setPage] = useState(0);
  useEffect(() => {
    if (pages <= 1) return;
    const timer = window.setInterval(() => setPage((p) => (p + 1) % pages), ROTATION_MS);
    return () => window.clearInterval(timer);
  }, [pages]);
  if (sponsors.length === 0) return null;
  const shown = sponsors.slice((page % pages) * perPage, (page % pages) * perPage + perPage);
  return (
    <section className="big-screen__rotation" aria-label={title}>
      <h2 className="big-screen__rotation-title">{title}</h2>
      <ul className="big-screen__rotation-logos">
        {shown.map((s) => (
          <li key={s.id} className="big-screen__sponsor">
            {s.logo_url ? (
              <img src={logoSrc(s.logo_url)} alt={s.name} className="big-screen__logo" />
            ) : (
              <span className="big-screen__sponsor-name">{s.name}</span>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
