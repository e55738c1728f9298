import { createBrowserRouter, Navigate, Outlet, type RouteObject, ScrollRestoration, useLocation } from 'react-router';
import { Suspense } from 'react';
import { activeEventQuery } from '../lib/active-event';
import { queryClient } from '../lib/query-client';
import { LoadingState } from '../components/LoadingState';
import { entryLoader, entryShouldRevalidate } from './entry';
import { RequireAdmin, RequireAuth } from './guards';
import { AppLayout } from './layouts/AppLayout';
import { PublicLayout } from './layouts/PublicLayout';
import { lazyPage } from './lazy-page';
import { paths } from './paths';
import { RouteErrorPage } from './RouteErrorPage';

// Every screen is its own lazy chunk; admin screens (src/features/*/admin/) share one "admin" chunk.
const LoginPage = lazyPage(() => import('../features/auth/LoginPage'), 'LoginPage');
const RegisterPage = lazyPage(() => import('../features/auth/RegisterPage'), 'RegisterPage');
const ResetPasswordPage = lazyPage(() => import('../features/auth/ResetPasswordPage'), 'ResetPasswordPage');
const ProfilePage = lazyPage(() => import('../features/profile/ProfilePage'), 'ProfilePage');
const DashboardPage = lazyPage(() => import('../features/dashboard/DashboardPage'), 'DashboardPage');
const PurchasePage = lazyPage(() => import('../features/purchases/PurchasePage'), 'PurchasePage');
const MyPurchasesPage = lazyPage(() => import('../features/purchases/MyPurchasesPage'), 'MyPurchasesPage');
const PaymentSuccessPage = lazyPage(() => import('../features/purchases/PaymentSuccessPage'), 'PaymentSuccessPage');
const PaymentFailurePage = lazyPage(() => import('../features/purchases/PaymentFailurePage'), 'PaymentFailurePage');
const PaymentPendingPage = lazyPage(() => import('../features/purchases/PaymentPendingPage'), 'PaymentPendingPage');
const MyCardsPage = lazyPage(() => import('../features/cards/MyCardsPage'), 'MyCardsPage');
const VerificationPage = lazyPage(() => import('../features/live/VerificationPage'), 'VerificationPage');
const NotFoundPage = lazyPage(() => import('./NotFoundPage'), 'NotFoundPage');

const EventsAdminPage = lazyPage(() => import('../features/events/admin/EventsAdminPage'), 'EventsAdminPage');
const RoundsAdminPage = lazyPage(() => import('../features/rounds/admin/RoundsAdminPage'), 'RoundsAdminPage');
const RoundPanelPage = lazyPage(() => import('../features/draws/admin/RoundPanelPage'), 'RoundPanelPage');
const BigScreenPage = lazyPage(() => import('../features/live/admin/BigScreenPage'), 'BigScreenPage');
const SponsorsAdminPage = lazyPage(() => import('../features/sponsors/admin/SponsorsAdminPage'), 'SponsorsAdminPage');
const FoguetinhoPage = lazyPage(() => import('../features/foguetinho/admin/FoguetinhoPage'), 'FoguetinhoPage');
const BatchesAdminPage = lazyPage(() => import('../features/batches/admin/BatchesAdminPage'), 'BatchesAdminPage');
const PhysicalCardsAdminPage = lazyPage(
  () => import('../features/physical-sales/admin/PhysicalCardsAdminPage'),
  'PhysicalCardsAdminPage',
);
const CouponsAdminPage = lazyPage(() => import('../features/coupons/admin/CouponsAdminPage'), 'CouponsAdminPage');
const GalleryAdminPage = lazyPage(() => import('../features/images/admin/GalleryAdminPage'), 'GalleryAdminPage');
const UsersAdminPage = lazyPage(() => import('../features/users/admin/UsersAdminPage'), 'UsersAdminPage');
const SalesReportPage = lazyPage(() => import('../features/reports/admin/SalesReportPage'), 'SalesReportPage');

/**
 * /comprar's loader: asks for the active event together with the page's code, instead of once
 * the code has arrived and rendered. It waits for nothing; the page reads the same query cache.
 */
function prefetchActiveEvent() {
  void queryClient.prefetchQuery(activeEventQuery);
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
          { path: paths.comprar, element: <PurchasePage />, loader: prefetchActiveEvent },
          {
            element: <RequireAuth />,
            children: [
              { path: paths.dashboard, element: <DashboardPage /> },
              { path: paths.minhasCartelas, element: <MyCardsPage /> },
              { path: paths.minhasCompras, element: <MyPurchasesPage /> },
              { path: paths.verificacao, element: <VerificationPage /> },
              { path: paths.sucesso, element: <PaymentSuccessPage /> },
              { path: paths.falha, element: <PaymentFailurePage /> },
              { path: paths.pendente, element: <PaymentPendingPage /> },
              {
                element: <RequireAdmin />,
                children: [
                  { path: paths.admin.eventos, element: <EventsAdminPage /> },
                  { path: paths.admin.rodadas, element: <RoundsAdminPage /> },
                  // The round itself and its draw screen are the same panel (spec: "Round panel").
                  { path: paths.admin.rodada, element: <RoundPanelPage /> },
                  { path: paths.admin.sorteio, element: <RoundPanelPage /> },
                  { path: paths.admin.patrocinadores, element: <SponsorsAdminPage /> },
                  { path: paths.admin.foguetinho, element: <FoguetinhoPage /> },
                  { path: paths.admin.cartelas, element: <BatchesAdminPage /> },
                  { path: paths.admin.cartelasFisicas, element: <PhysicalCardsAdminPage /> },
                  { path: paths.admin.cupons, element: <CouponsAdminPage /> },
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
        // The big screen fills a projector: no sidebar, no bars.
        element: <RequireAuth />,
        children: [
          {
            element: <RequireAdmin />,
            children: [{ path: paths.admin.telao, element: <BigScreenPage /> }],
          },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
