import { Brand } from '../../components/Brand';
import { DemoBanner } from '../../components/DemoBanner';
import { ThemeToggle } from '../../components/ThemeToggle';
import { paths } from '../../lib/paths';
import { SuspenseOutlet } from './SuspenseOutlet';

/** Login, cadastro, redefinir senha, and comprar/perfil while signed out: one centred column. */
export function PublicLayout() {
  return (
    <div className="public-layout min-vh-100 d-flex flex-column">
      <DemoBanner />
      <header className="d-flex align-items-center justify-content-between px-3 py-3 container">
        <Brand to={paths.dashboard} />
        <ThemeToggle />
      </header>
      <main className="flex-grow-1 container px-3 pb-5 pt-2 pt-md-4">
        <div className="public-column mx-auto">
          <SuspenseOutlet />
        </div>
      </main>
    </div>
  );
}
