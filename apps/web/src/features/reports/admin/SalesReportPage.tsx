import '../reports.css';
import { useState } from 'react';
import { Tab, Tabs } from 'react-bootstrap';
import { useLocation } from 'react-router';
import { PageHeader } from '../../../components/PageHeader';
import { useActiveEvent } from '../../../lib/active-event';
import { useEvents } from '../../events';
import { CardSalesTab } from '../components/CardSalesTab';
import { EventSelect } from '../components/EventSelect';
import { EventSummaryTab } from '../components/EventSummaryTab';
import { FinanceTab } from '../components/FinanceTab';
import { NumbersTab } from '../components/NumbersTab';
import { SellerSettlementTab } from '../components/SellerSettlementTab';
import { reportTexts } from '../report-texts';

const TABS = ['financeiro', 'numeros', 'vendas', 'acerto', 'resumo'] as const;
const tabFromAddress = (search: string) => TABS.find((t) => t === new URLSearchParams(search).get('aba')) ?? 'financeiro';

/**
 * /admin/relatorios/vendas: Financeiro, Números and Vendas de Cartelas (spec §2 "Reports"), and
 * the night's accounts, Acerto de Vendedores and Resumo do Evento (decisions.md §13). Every tab is about
 * the chosen event (sponsorships too, decisions.md §13), and they share that choice.
 */
export function SalesReportPage() {
  const events = useEvents(reportTexts.loadFailed);
  const active = useActiveEvent();
  // undefined: not chosen yet, so the active event applies; null: 'Todos os eventos' was chosen.
  const [chosen, setChosen] = useState<number | null | undefined>(undefined);
  const eventId = chosen === undefined ? active.data?.id : (chosen ?? undefined);
  const ready = chosen !== undefined || !active.isPending;
  // A link may open a tab (the organiser's home: ?aba=acerto).
  const tab = tabFromAddress(useLocation().search);

  return (
    <>
      <PageHeader
        title="Relatórios"
        subtitle="Patrocínios, números, vendas de cartelas, acerto de vendedores e resumo do evento, com exportação para Excel."
      />
      {/* One choice above the tabs: every tab is about the chosen event (or every event). */}
      <div className="d-flex flex-wrap justify-content-end mb-3">
        <EventSelect events={events.data ?? []} value={eventId} onChange={(id) => setChosen(id ?? null)} />
      </div>
      <Tabs defaultActiveKey={tab} id="relatorios" mountOnEnter unmountOnExit className="mb-4">
        <Tab eventKey="financeiro" title="Financeiro">
          {ready && <FinanceTab filter={{ event_id: eventId }} />}
        </Tab>
        <Tab eventKey="numeros" title="Números">
          {ready && <NumbersTab filter={{ event_id: eventId }} />}
        </Tab>
        <Tab eventKey="vendas" title="Vendas de Cartelas">
          {ready && <CardSalesTab filter={{ event_id: eventId }} />}
        </Tab>
        <Tab eventKey="acerto" title="Acerto de Vendedores">
          {ready && <SellerSettlementTab filter={{ event_id: eventId }} />}
        </Tab>
        <Tab eventKey="resumo" title="Resumo do Evento">
          {ready && <EventSummaryTab filter={{ event_id: eventId }} />}
        </Tab>
      </Tabs>
    </>
  );
}
