import { Link } from 'react-router';
import { Icon } from '../../../components/Icon';
import { linkTo } from '../../../lib/paths';

interface Props {
  round: { id: number; number: number };
  className?: string;
}

/** A link to a round's public record (docs/decisions/015), from the buyer's Sorteio and the telão. */
export function RoundRecordLink({ round, className = '' }: Props) {
  return (
    <p className={className}>
      <Link to={linkTo.registroRodada(round.id)}>
        <Icon name="shield-check" className="me-1" />
        Registro público da rodada {round.number}
      </Link>
    </p>
  );
}
