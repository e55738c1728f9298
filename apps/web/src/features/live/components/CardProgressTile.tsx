import { CardGrid } from '../../../components/bingo/CardGrid';
import { Icon } from '../../../components/Icon';
import { type CardProgress, missingLabel } from '../card-progress';
import { ShowToChecker } from './ShowToChecker';
import { liveTexts } from '../live-texts';

function tone(missing: number): string {
  if (missing === 0) return 'success';
  return missing === 1 ? 'warning' : 'secondary';
}

/** One of the buyer's cards, marked as balls come in, with what it still needs. */
export function CardProgressTile({
  progress,
  drawn,
  eventName,
}: {
  progress: CardProgress;
  drawn: ReadonlySet<number>;
  eventName: string;
}) {
  const { card, missing } = progress;
  const title = `Cartela #${card.id}`;
  if (progress.nextRound) return <NextRoundTile card={card} title={title} />;
  return (
    <article className={`live-card card h-100${missing === 0 ? ' is-bingo' : ''}`} aria-label={`${title}: ${missingLabel(missing)}`}>
      <div className="card-body d-flex flex-column align-items-center gap-2">
        <header className="d-flex w-100 align-items-center justify-content-between gap-2">
          <h3 className="h6 mb-0">
            {title}
            {/* A paper card added by its codes (docs/decisions/018): followed like one bought here. */}
            {card.origem === 'papel' && <span className="badge text-bg-info ms-2 align-middle">Papel</span>}
          </h3>
          <span className={`badge text-bg-${tone(missing)} live-card__missing`}>{missingLabel(missing)}</span>
        </header>
        {missing === 0 && (
          <p className="live-card__bingo mb-0" role="status">
            <Icon name="trophy-fill" /> <strong>BINGO!</strong> Todos os números desta cartela foram sorteados. Avise a organização do
            evento.
          </p>
        )}
        <CardGrid numbers={card.numbers} drawn={drawn} label={title} />
        <ShowToChecker progress={progress} drawn={drawn} eventName={eventName} />
      </div>
    </article>
  );
}

/** A card that joined after the round's first ball: shown unmarked, it plays from the next round (decisions.md §14). */
function NextRoundTile({ card, title }: { card: CardProgress['card']; title: string }) {
  return (
    <article className="live-card card h-100" aria-label={`${title}: ${liveTexts.nextRound}`}>
      <div className="card-body d-flex flex-column align-items-center gap-2">
        <header className="d-flex w-100 align-items-center justify-content-between gap-2">
          <h3 className="h6 mb-0">
            {title}
            {card.origem === 'papel' && <span className="badge text-bg-info ms-2 align-middle">Papel</span>}
          </h3>
          <span className="badge text-bg-light border live-card__missing">Próxima rodada</span>
        </header>
        <p className="mb-0 small text-body-secondary text-center" role="note">
          <Icon name="hourglass-split" /> {liveTexts.nextRound}
        </p>
        <CardGrid numbers={card.numbers} drawn={NOTHING_DRAWN} label={title} />
      </div>
    </article>
  );
}

const NOTHING_DRAWN: ReadonlySet<number> = new Set();
