import './sponsor-count.css';

/**
 * How many sponsors a number has, in one colour scale for every screen that shows it (the
 * Patrocinadores map and the Relatórios grid): none, 1, 2, 3 or more.
 */
export function sponsorLevel(count: number): string {
  return `sponsor-count ${count === 0 ? 'no-sponsor' : count === 1 ? 'one-sponsor' : count === 2 ? 'two-sponsors' : 'many-sponsors'}`;
}

const LEGEND = [
  { count: 0, label: 'Sem patrocinador' },
  { count: 1, label: '1 patrocinador' },
  { count: 2, label: '2 patrocinadores' },
  { count: 3, label: '3 ou mais' },
];

/** The key under a grid of numbers coloured by sponsorLevel. */
export function SponsorCountLegend({ className = '' }: { className?: string }) {
  return (
    <ul className={`list-unstyled d-flex flex-wrap gap-3 mb-0 small ${className}`}>
      {LEGEND.map(({ count, label }) => (
        <li key={count} className="d-flex align-items-center gap-2">
          <span className={`sponsor-count-swatch ${sponsorLevel(count)}`} aria-hidden="true" />
          {label}
        </li>
      ))}
    </ul>
  );
}
