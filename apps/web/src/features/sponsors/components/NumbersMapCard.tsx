import { Alert, Card } from 'react-bootstrap';
import { useNumbersReport } from '../api/numbers-report';
import { sponsorTexts } from '../sponsor-texts';

// Spec §2: a box is styled 'one sponsor' with exactly 1 and 'two sponsors' with exactly 2; 3+ is told apart too.
const level = (count: number) =>
  count === 0 ? 'no-sponsor' : count === 1 ? 'one-sponsor' : count === 2 ? 'two-sponsors' : 'many-sponsors';
const describe = (count: number) => (count === 0 ? 'sem patrocinador' : count === 1 ? '1 patrocinador' : `${count} patrocinadores`);

const legend = [
  { count: 0, label: 'Sem patrocinador' },
  { count: 1, label: '1 patrocinador' },
  { count: 2, label: '2 patrocinadores' },
  { count: 3, label: '3 ou mais' },
];

/** 'Mapa de Números': how many sponsors each number has in the event, kept up to date every 500 ms. */
export function NumbersMapCard({ eventId }: { eventId: number }) {
  const report = useNumbersReport(eventId);
  const counts = new Map(report.data?.map((e) => [e.number, e.sponsorsCount]));
  return (
    <Card>
      <Card.Header className="bg-body">
        <h2 className="h5 mb-0">Mapa de Números</h2>
      </Card.Header>
      <Card.Body>
        {report.isError && (
          <Alert variant="danger" className="py-2">
            {sponsorTexts.reportFailed}
          </Alert>
        )}
        <ol className="numbers-map list-unstyled mb-3" aria-label="Patrocinadores por número">
          {Array.from({ length: 75 }, (_, i) => {
            const n = i + 1;
            const count = counts.get(n) ?? 0;
            return (
              <li key={n} className={`numbers-map__box ${level(count)}`} aria-label={`Número ${n}: ${describe(count)}`}>
                <span className="numbers-map__number">{n}</span>
                {count > 0 && (
                  <span className="numbers-map__count" aria-hidden="true">
                    ×{count}
                  </span>
                )}
              </li>
            );
          })}
        </ol>
        <ul className="numbers-map__legend list-unstyled d-flex flex-wrap gap-3 mb-0 small">
          {legend.map(({ count, label }) => (
            <li key={count} className="d-flex align-items-center gap-2">
              <span className={`numbers-map__swatch ${level(count)}`} aria-hidden="true" />
              {label}
            </li>
          ))}
        </ul>
      </Card.Body>
    </Card>
  );
}
