import '../reports.css';
import { useState } from 'react';
import { Tab, Tabs } from 'react-bootstrap';
import { PageHeader } from '../../../components/PageHeader';
import { useActiveEvent } from '../../../lib/active-event';
import { useEvents } from '../../events';
import { CardSalesTab } from '../components/CardSalesTab';
import { EventSelect } from '../components/EventSelect';
import { FinanceTab } from '../components/FinanceTab';
import { NumbersTab } from '../components/NumbersTab';
import { reportTexts } from '../report-texts';

/** /admin/relatorios/vendas: Financeiro, Números and Vendas de Cartelas (spec §2 "Reports"). */
export function SalesReportPage() {
  const events = useEvents(reportTexts.loadFailed);
  const active = useActiveEvent();
  // undefined: not chosen yet, so the active event applies; null: 'Todos os eventos' was chosen.
  const [chosen, setChosen] = useState<number | null | undefined>(undefined);
  const eventId = chosen === undefined ? active.data?.id : (chosen ?? undefined);
  const ready = chosen !== undefined || !active.isPending;

  return (
    <>
      <PageHeader title="Relatórios" subtitle="Patrocínios, números e vendas de cartelas, com exportação para Excel." />
      <Tabs defaultActiveKey="financeiro" id="relatorios" mountOnEnter className="mb-4">
        <Tab eventKey="financeiro" title="Financeiro">
          <FinanceTab />
        </Tab>
        <Tab eventKey="numeros" title="Números">
          <NumbersTab />
        </Tab>
        <Tab eventKey="vendas" title="Vendas de Cartelas">
          <div className="d-flex flex-wrap justify-content-end mb-3">
            <EventSelect events={events.data ?? []} value={eventId} onChange={(id) => setChosen(id ?? null)} />
          </div>
          {ready && <CardSalesTab filter={{ event_id: eventId }} />}
        </Tab>
      </Tabs>
    </>
  );
}
