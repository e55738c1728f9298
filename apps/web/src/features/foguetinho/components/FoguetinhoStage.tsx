import type { DrawPhase } from '../use-foguetinho-draw';
import { foguetinhoTexts } from '../foguetinho-texts';

interface Props {
  phase: DrawPhase;
  shown: number | null;
  exploding: boolean;
}

/** The big number, readable from the back of the hall; the result is announced to screen readers. */
export function FoguetinhoStage({ phase, shown, exploding }: Props) {
  return (
    <div className="foguetinho__stage">
      {exploding && (
        <div className="foguetinho__explosion" aria-hidden="true">
          {Array.from({ length: 12 }, (_, i) => (
            <span key={i} className="foguetinho__spark" style={{ transform: `rotate(${i * 30}deg)` }} />
          ))}
        </div>
      )}
      {shown === null ? (
        <p className="foguetinho__hint">{phase === 'spinning' ? foguetinhoTexts.drawing : foguetinhoTexts.idle}</p>
      ) : (
        <div
          className={`foguetinho__number${phase === 'spinning' ? ' is-spinning' : ''}${exploding ? ' is-exploding' : ''}`}
          aria-hidden={phase === 'spinning'}
        >
          {shown}
        </div>
      )}
      {/* Only the final number is spoken: the spinning numbers would flood a screen reader. */}
      <p className="visually-hidden" role="status">
        {phase === 'result' && shown !== null ? foguetinhoTexts.result(shown) : phase === 'spinning' ? foguetinhoTexts.drawing : ''}
      </p>
    </div>
  );
}
