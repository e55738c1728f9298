import { createBrowserRouter, Navigate, Outlet, type RouteObject, ScrollRestoration, useLocation } from 'react-router';
import { Suspense } from 'react';
import { openEventsQuery } from '../lib/open-events';
import { getSession } from '../lib/session';
import { queryClient } from '../lib/query-client';
import { LoadingState } from '../components/LoadingState';
import { entryLoader, entryShouldRevalidate } from './entry';
import { RequireAdmin, RequireAuth } from './guards';
import { AppLayout } from './layouts/AppLayout';
import { PublicLayout } from './layouts/PublicLayout';
import { lazyPage } from './lazy-page';
import { paths } from '../lib/paths';
import { RouteErrorPage } from './RouteErrorPage';
import * as authPages from '../features/auth/pages';
import * as batchesPages from '../features/batches/pages';
import * as cardsPages from '../features/cards/pages';
import * as couponsPages from '../features/coupons/pages';
import * as dashboardPages from '../features/dashboard/pages';
import * as drawsPages from '../features/draws/pages';
import * as eventsPages from '../features/events/pages';
import * as eventPagePages from '../features/event-page/pages';
import * as foguetinhoPages from '../features/foguetinho/pages';
import * as homePages from '../features/home/pages';
import * as imagesPages from '../features/images/pages';
import * as livePages from '../features/live/pages';
import * as physicalSalesPages from '../features/physical-sales/pages';
import * as profilePages from '../features/profile/pages';
import * as purchasesPages from '../features/purchases/pages';
import * as regulamentoPages from '../features/regulamento/pages';
import * as contasPages from '../features/contas/pages';
import * as reportsPages from '../features/reports/pages';
import * as roundRecordPages from '../features/round-record/pages';
import * as roundsPages from '../features/rounds/pages';
import * as sellerPages from '../features/seller/pages';
import * as sponsorsPages from '../features/sponsors/pages';
import * as usersPages from '../features/users/pages';

// Every screen is its own lazy chunk; admin screens (src/features/*/admin/) share one "admin" chunk.
const LoginPage = lazyPage(authPages.loadLoginPage, 'LoginPage');
const RegisterPage = lazyPage(authPages.loadRegisterPage, 'RegisterPage');
const ResetPasswordPage = lazyPage(authPages.loadResetPasswordPage, 'ResetPasswordPage');
const ProfilePage = lazyPage(profilePages.loadProfilePage, 'ProfilePage');
const DashboardPage = lazyPage(dashboardPages.loadDashboardPage, 'DashboardPage');
const PurchasePage = lazyPage(purchasesPages.loadPurchasePage, 'PurchasePage');
const MyPurchasesPage = lazyPage(purchasesPages.loadMyPurchasesPage, 'MyPurchasesPage');
const PaymentSuccessPage = lazyPage(purchasesPages.loadPaymentSuccessPage, 'PaymentSuccessPage');
const PaymentFailurePage = lazyPage(purchasesPages.loadPaymentFailurePage, 'PaymentFailurePage');
const PaymentPendingPage = lazyPage(purchasesPages.loadPaymentPendingPage, 'PaymentPendingPage');
const MyCardsPage = lazyPage(cardsPages.loadMyCardsPage, 'MyCardsPage');
const VerificationPage = lazyPage(livePages.loadVerificationPage, 'VerificationPage');
const CurrentDrawPage = lazyPage(livePages.loadCurrentDrawPage, 'CurrentDrawPage');
const RoundRecordPage = lazyPage(roundRecordPages.loadRoundRecordPage, 'RoundRecordPage');
const RegulamentoPage = lazyPage(regulamentoPages.loadRegulamentoPage, 'RegulamentoPage');
const ContasPage = lazyPage(contasPages.loadContasPage, 'ContasPage');
const EventPage = lazyPage(eventPagePages.loadEventPage, 'EventPage');
const SellerPage = lazyPage(sellerPages.loadSellerPage, 'SellerPage');
const SellCardPage = lazyPage(sellerPages.loadSellCardPage, 'SellCardPage');
const NotFoundPage = lazyPage(() => import('./NotFoundPage'), 'NotFoundPage');

const EventsAdminPage = lazyPage(eventsPages.loadEventsAdminPage, 'EventsAdminPage');
const RoundsAdminPage = lazyPage(roundsPages.loadRoundsAdminPage, 'RoundsAdminPage');
const RegulamentoAdminPage = lazyPage(regulamentoPages.loadRegulamentoAdminPage, 'RegulamentoAdminPage');
const ContasAdminPage = lazyPage(contasPages.loadContasAdminPage, 'ContasAdminPage');
const RoundPanelPage = lazyPage(drawsPages.loadRoundPanelPage, 'RoundPanelPage');
const BigScreenPage = lazyPage(livePages.loadBigScreenPage, 'BigScreenPage');
const SponsorsAdminPage = lazyPage(sponsorsPages.loadSponsorsAdminPage, 'SponsorsAdminPage');
const FoguetinhoPage = lazyPage(foguetinhoPages.loadFoguetinhoPage, 'FoguetinhoPage');
const AdminHomePage = lazyPage(homePages.loadAdminHomePage, 'AdminHomePage');
const BatchesAdminPage = lazyPage(batchesPages.loadBatchesAdminPage, 'BatchesAdminPage');
const PhysicalCardsAdminPage = lazyPage(physicalSalesPages.loadPhysicalCardsAdminPage, 'PhysicalCardsAdminPage');
const CouponsAdminPage = lazyPage(couponsPages.loadCouponsAdminPage, 'CouponsAdminPage');
const GalleryAdminPage = lazyPage(imagesPages.loadGalleryAdminPage, 'GalleryAdminPage');
const UsersAdminPage = lazyPage(usersPages.loadUsersAdminPage, 'UsersAdminPage');
const SalesReportPage = lazyPage(reportsPages.loadSalesReportPage, 'SalesReportPage');
const PurchasesAdminPage = lazyPage(purchasesPages.loadPurchasesAdminPage, 'PurchasesAdminPage');

/**
 * /comprar's loader: asks for the events on sale together with the page's code, instead of once
 * the code has arrived and rendered. It waits for nothing; the page reads the same query cache.
 */
function prefetchOpenEvents() {
  void queryClient.prefetchQuery(openEventsQuery);
  return null;
}

/** The buyer's cards asked for with the page's code, not after it (docs/decisions/041); RequireAuth turns a visitor away. */
function prefetchCards() {
  if (getSession()) cardsPages.prefetchMyCards(queryClient);
  return null;
}

/** '/' goes to /dashboard keeping the query string (spec §2). */
function HomeRedirect() {
  const { search } = useLocation();
  return <Navigate to={{ pathname: paths.dashboard, search }} replace />;
}

function Root() {
  return (
    <>
      <ScrollRestoration />
      {/* Catches the first load of a lazy layout; inside layouts, pages suspend in their outlet. */}
      <Suspense fallback={<LoadingState />}>
        <Outlet />
      </Suspense>
    </>
  );
}

/** The whole route table of spec §2. */
export const routes: RouteObject[] = [
  {
    id: 'root',
    element: <Root />,
    loader: entryLoader,
    shouldRevalidate: entryShouldRevalidate,
    errorElement: <RouteErrorPage />,
    hydrateFallbackElement: <LoadingState />,
    children: [
      { index: true, element: <HomeRedirect /> },
      {
        // Pages for signed-out visitors: always the simple centred layout.
        element: <PublicLayout />,
        children: [
          { path: paths.login, element: <LoginPage /> },
          { path: paths.register, element: <RegisterPage /> },
          { path: paths.resetPassword, element: <ResetPasswordPage /> },
        ],
      },
      {
        // The signed-in shell (admin sidebar or buyer bars), or the public layout when signed out.
        element: <AppLayout />,
        children: [
          { path: paths.perfil, element: <ProfilePage /> },
          { path: paths.comprar, element: <PurchasePage />, loader: prefetchOpenEvents },
          // Public: buyers and sponsors check a round without signing in (docs/decisions/015).
          { path: paths.registroRodada, element: <RoundRecordPage /> },
          // Public too: the event's rules, read before buying and printed (decisions.md §15).
          { path: paths.regulamento, element: <RegulamentoPage /> },
          // Public too: the accounts of a finished event, every version (decisions.md §15).
          { path: paths.contas, element: <ContasPage /> },
          // Public: the event's page, opened from the telão's QR between rounds (decisions.md §15).
          { path: paths.evento, element: <EventPage /> },
          // Public: the telão's QR opens the follow page for visitors too (docs/decisions/028).
          { path: paths.verificacao, element: <VerificationPage /> },
          { path: paths.sorteio, element: <CurrentDrawPage /> },
          {
            element: <RequireAuth />,
            children: [
              { path: paths.dashboard, element: <DashboardPage /> },
              { path: paths.minhasCartelas, element: <MyCardsPage />, loader: prefetchCards },
              { path: paths.minhasCompras, element: <MyPurchasesPage /> },
              { path: paths.sucesso, element: <PaymentSuccessPage /> },
              { path: paths.falha, element: <PaymentFailurePage /> },
              { path: paths.pendente, element: <PaymentPendingPage /> },
              { path: paths.vendedor, element: <SellerPage /> },
              { path: paths.vendedorVender, element: <SellCardPage /> },
              {
                element: <RequireAdmin />,
                children: [
                  { path: paths.admin.home, element: <AdminHomePage /> },
                  { path: paths.admin.eventos, element: <EventsAdminPage /> },
                  { path: paths.admin.rodadas, element: <RoundsAdminPage /> },
                  { path: paths.admin.regulamento, element: <RegulamentoAdminPage /> },
                  { path: paths.admin.contas, element: <ContasAdminPage /> },
                  // The round itself and its draw screen are the same panel (spec: "Round panel").
                  { path: paths.admin.rodada, element: <RoundPanelPage /> },
                  { path: paths.admin.sorteio, element: <RoundPanelPage /> },
                  { path: paths.admin.patrocinadores, element: <SponsorsAdminPage /> },
                  { path: paths.admin.cartelas, element: <BatchesAdminPage /> },
                  { path: paths.admin.cartelasFisicas, element: <PhysicalCardsAdminPage /> },
                  { path: paths.admin.cupons, element: <CouponsAdminPage /> },
                  { path: paths.admin.compras, element: <PurchasesAdminPage /> },
                  { path: paths.admin.imagens, element: <GalleryAdminPage /> },
                  { path: paths.admin.usuarios, element: <UsersAdminPage /> },
                  { path: paths.admin.relatoriosVendas, element: <SalesReportPage /> },
                ],
              },
            ],
          },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
      {
        // The projected screens fill a projector: no sidebar, no bars, no "Sair" (docs/decisions/016).
        element: <RequireAuth />,
        children: [
          {
            element: <RequireAdmin />,
            children: [
              { path: paths.admin.telao, element: <BigScreenPage /> },
              { path: paths.admin.foguetinho, element: <FoguetinhoPage /> },
            ],
          },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
