import { Link, useLocation } from 'react-router';
import { Icon } from '../../../components/Icon';
import { linkTo, paths } from '../../../lib/paths';
import { liveTexts } from '../live-texts';

/**
 * What a visitor who scanned the telão's QR can do next (docs/decisions/028): buy cards for this
 * event without an account (the guest checkout), or sign in and come back here.
 */
export function VisitorInvite({ eventId }: { eventId: number }) {
  const location = useLocation();
  return (
    <section className="card shadow-sm" aria-labelledby="live-visitor-title">
      <div className="card-body">
        <h2 id="live-visitor-title" className="h5">
          {liveTexts.visitorTitle}
        </h2>
        <p className="text-body-secondary">{liveTexts.visitorIntro}</p>
        <div className="d-flex flex-wrap gap-2">
          <Link to={linkTo.comprarEvento(eventId)} className="btn btn-primary">
            <Icon name="cart3" className="me-2" />
            Comprar cartelas
          </Link>
          <Link to={paths.login} state={{ from: location.pathname + location.search }} className="btn btn-outline-primary">
            <Icon name="box-arrow-in-right" className="me-2" />
            Entrar
          </Link>
        </div>
      </div>
    </section>
  );
}
