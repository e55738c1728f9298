// First: before any module builds a zod schema (lib/zod-jitless.ts says why).
import './lib/zod-jitless';
import 'bootstrap/dist/css/bootstrap.min.css';
import 'bootstrap-icons/font/bootstrap-icons.min.css';
import './styles/app.css';
// The rules of what the server draws of a visitor's /verificacao/{id} before the code arrives
// (docs/decisions/042): in the first stylesheet, or the page would move when the screen's came in.
import './components/bingo/bingo.css';
import './features/live/live.css';
import './features/live/acumulado-line.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app/AppProviders';
import { beforeFirstRender } from './app/first-render';
import { createAppRouter, routes } from './app/router';
import { setNavigator } from './lib/navigation';
import { initTheme } from './lib/theme';

// Before the first render, so a dark-mode user never sees a white flash (the CSP forbids doing
// this in an inline script in index.html).
initTheme();

const router = createAppRouter();
setNavigator((to) => void router.navigate(to));

const container = document.getElementById('root');
if (!container) throw new Error('Elemento #root ausente em index.html');

// The first render as a transition: React builds the first screen in slices of a few
// milliseconds and lets the browser breathe in between, instead of one long task that leaves a
// slow phone unresponsive (Lighthouse's Total Blocking Time). What is shown is the same.
// After the first paint and with the page's own chunk in (app/first-render.ts, docs/decisions/041).
void beforeFirstRender(router, routes).then(() => {
  const root = createRoot(container);
  startTransition(() => {
    root.render(
      <StrictMode>
        <AppProviders>
          <RouterProvider router={router} />
        </AppProviders>
      </StrictMode>,
    );
  });
});
