import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ToastContainer } from 'react-toastify';
import { useDialogFocus } from '../lib/dialog-focus';
import { queryClient } from '../lib/query-client';
import { useTheme } from '../lib/theme';

/** Spec §9: toasts at the top right, closing after 3000 ms. Keyboard focus kept in open dialogs. */
export function AppProviders({ children }: { children: ReactNode }) {
  const [theme] = useTheme();
  useDialogFocus();
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <ToastContainer position="top-right" autoClose={3000} theme={theme} newestOnTop closeOnClick />
    </QueryClientProvider>
  );
}
