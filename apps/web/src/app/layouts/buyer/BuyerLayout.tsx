import './buyer-layout.css';
import { DemoBanner } from '../../../components/DemoBanner';
import { SuspenseOutlet } from '../SuspenseOutlet';
import { BottomNav } from './BottomNav';
import { BuyerTopBar } from './BuyerTopBar';

export function BuyerLayout() {
  return (
    <div className="buyer-layout min-vh-100 d-flex flex-column">
      <DemoBanner />
      <BuyerTopBar />
      <main className="buyer-main flex-grow-1 container py-3 py-md-4">
        <SuspenseOutlet />
      </main>
      <BottomNav />
    </div>
  );
}
