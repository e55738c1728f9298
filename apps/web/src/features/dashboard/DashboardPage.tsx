import './dashboard.css';
import { PageHeader } from '../../components/PageHeader';
import { useCurrentUser } from '../../lib/session';
import { firstName } from '../../lib/stored-session';
import { Shortcuts } from './components/Shortcuts';
import { SponsorCarousel } from './components/SponsorCarousel';

export function DashboardPage() {
  const user = useCurrentUser();
  return (
    <>
      <PageHeader title={user ? `Olá, ${firstName(user)}!` : 'Bem-vindo!'} subtitle="Obrigado por apoiar o nosso Bingo Beneficente." />
      <SponsorCarousel />
      <h2 className="h5 mb-3">O que você quer fazer?</h2>
      <Shortcuts />
    </>
  );
}
