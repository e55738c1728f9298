import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { nextTask } from '../lib/next-task';
import { initTheme } from '../lib/theme';
import { setNavigator } from '../lib/navigation';
import { AppProviders } from './AppProviders';
import { beforeFirstRender } from './first-render';
import { createAppRouter } from './router';

/** The app's last stage (main.tsx, docs/decisions/046): the router, then the first render. */
export async function startApp(container: HTMLElement): Promise<void> {
  // Before the first render, so a dark-mode user never sees a white flash (the CSP forbids doing
  // this in an inline script in index.html).
  initTheme();
  const router = createAppRouter();
  setNavigator((to) => void router.navigate(to));
  // The router matched the address in a task of its own; the screen's code is asked for in the next.
  await nextTask();
  // After the first paint and with the page's own chunk in (app/first-render.ts, docs/decisions/041).
  await beforeFirstRender(router);
  const root = createRoot(container);
  // The first render as a transition: React builds the first screen in slices of a few
  // milliseconds and lets the browser breathe in between, instead of one long task that leaves a
  // slow phone unresponsive (Lighthouse's Total Blocking Time). What is shown is the same.
  startTransition(() => {
    root.render(
      <StrictMode>
        <AppProviders>
          <RouterProvider router={router} />
        </AppProviders>
      </StrictMode>,
    );
  });
}
