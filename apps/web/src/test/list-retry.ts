import { fireEvent, screen } from '@testing-library/react';
import { expect } from 'vitest';

/**
 * A list read that fails (a 500, as when the server is down) until its "Tentar novamente" is
 * clicked: `answer` goes in the routes; `retry` checks the failure's sentence and clicks it.
 */
export function failingList(ok: () => Response) {
  let failing = true;
  return {
    answer: () => (failing ? new Response('', { status: 500 }) : ok()),
    async retry(text: string) {
      // The query retries a 5xx once (lib/query-client.ts) before the failure shows.
      const button = await screen.findByRole('button', { name: 'Tentar novamente' }, { timeout: 5000 });
      expect(button.closest('.alert')?.textContent).toContain(text);
      failing = false;
      fireEvent.click(button);
    },
  };
}
