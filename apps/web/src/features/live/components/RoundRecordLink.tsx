import { Link } from 'react-router';
import { Icon } from '../../../components/Icon';
import { linkTo } from '../../../lib/paths';

interface Props {
  round: { id: number; number: number };
  /** On the telão the address is written out, for the hall to type or photograph. */
  showAddress?: boolean;
  className?: string;
}

/** A link to a round's public record (issue 18), from the buyer's Sorteio and the telão. */
export function RoundRecordLink({ round, showAddress = false, className = '' }: Props) {
  const path = linkTo.registroRodada(round.id);
  return (
    <p className={className}>
      <Link to={path}>
        <Icon name="shield-check" className="me-1" />
        Registro público da rodada {round.number}
      </Link>
      {showAddress && <span className="d-block record-link__address">{`${window.location.origin}${path}`}</span>}
    </p>
  );
}
