import { Alert, Card } from 'react-bootstrap';
import { SponsorCountLegend, sponsorLevel } from '../../../components/SponsorCountLegend';
import { useNumbersReport } from '../api/numbers-report';
import { sponsorTexts } from '../sponsor-texts';

// Spec §2: a box is styled 'one sponsor' with exactly 1 and 'two sponsors' with exactly 2; 3+ is told apart too.
const describe = (count: number) => (count === 0 ? 'sem patrocinador' : count === 1 ? '1 patrocinador' : `${count} patrocinadores`);

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
              <li key={n} className={`numbers-map__box ${sponsorLevel(count)}`} aria-label={`Número ${n}: ${describe(count)}`}>
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
        <SponsorCountLegend className="numbers-map__legend" />
      </Card.Body>
    </Card>
  );
}
