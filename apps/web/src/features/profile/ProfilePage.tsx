import './profile.css';
import { Col, Row } from 'react-bootstrap';
import { Link } from 'react-router';
import { paths } from '../../lib/paths';
import { CenteredCard } from '../../components/CenteredCard';
import { LoadingState } from '../../components/LoadingState';
import { PageHeader } from '../../components/PageHeader';
import { useSession } from '../../lib/session';
import { texts } from '../../lib/texts';
import { useMe } from './api/get-me';
import { AffiliateLinkCard } from './components/AffiliateLinkCard';
import { ChangePasswordForm } from './components/ChangePasswordForm';
import { LogoutEverywhereCard } from './components/LogoutEverywhereCard';
import { ProfileForm } from './components/ProfileForm';
import { ProfileSummary } from './components/ProfileSummary';
import { SetPasswordCard } from './components/SetPasswordCard';
import { LoadFailed } from '../../components/LoadFailed';

/** /perfil is public (decisions.md §9): signed out, it invites the visitor to sign in. */
export function ProfilePage() {
  return useSession() ? <SignedInProfile /> : <SignedOutProfile />;
}

function SignedOutProfile() {
  return (
    <CenteredCard title="Meu Perfil" subtitle="Entre na sua conta para ver e editar o seu perfil.">
      <Link to={paths.login} className="btn btn-primary w-100">
        Entrar
      </Link>
      <p className="mt-3 mb-0 text-center">
        Ainda não tem conta? <Link to={paths.register}>Cadastre-se</Link>
      </p>
    </CenteredCard>
  );
}

function SignedInProfile() {
  const me = useMe();
  if (me.isPending) return <LoadingState />;
  if (me.isError) {
    return (
      <>
        <PageHeader title="Meu Perfil" />
        <LoadFailed text={texts.profileLoadFailed} onRetry={() => void me.refetch()} />
      </>
    );
  }
  const user = me.data;
  return (
    <>
      <PageHeader title="Meu Perfil" subtitle="Seus dados de cadastro e acesso." />
      <Row className="g-3">
        <Col lg={5} className="d-flex flex-column gap-3">
          <ProfileSummary user={user} />
          {/* The code stays when the flag is removed (it comes back if the user is made affiliate again),
              but its link no longer credits anyone: only a current affiliate gets it. */}
          {user.is_affiliate && user.code && <AffiliateLinkCard code={user.code} />}
        </Col>
        <Col lg={7} className="d-flex flex-column gap-3">
          <ProfileForm user={user} />
          {user.has_password ? <ChangePasswordForm /> : <SetPasswordCard email={user.email} />}
          <LogoutEverywhereCard />
        </Col>
      </Row>
    </>
  );
}
