import { PageHeader } from '../../components/PageHeader';
import { useCurrentUser } from '../../lib/session';
import { Shortcuts } from './components/Shortcuts';
import { SponsorCarousel } from './components/SponsorCarousel';

export function DashboardPage() {
  const user = useCurrentUser();
  const firstName = user?.name.split(' ')[0];
  return (
    <>
      <PageHeader
        title={firstName ? `Olá, ${firstName}!` : 'Bem-vindo!'}
        subtitle="Obrigado por apoiar o nosso Bingo Beneficente."
      />
      <SponsorCarousel />
      <h2 className="h5 mb-3">O que você quer fazer?</h2>
      <Shortcuts />
    </>
  );
}
