import type { BingoEvent } from '@bingo/core';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { linkTo } from './paths';
import { apiClient } from './api/client';
import { ApiError } from './api-error';
import { notifyError, notifyInfo } from './notify';
import { texts } from './texts';

/**
 * GET /events/active. Shared by the app shell (Sorteio button, admin sidebar box), the dashboard
 * and /comprar, so it lives here rather than inside one feature. "No active event" is a normal
 * answer, whether it comes as null or as a 404 from a server that does not know the route yet.
 */
export async function fetchActiveEvent(): Promise<BingoEvent | null> {
  try {
    return (await apiClient.GET('/api/events/active')) ?? null;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export const activeEventQuery = queryOptions({
  queryKey: ['events', 'active'] as const,
  queryFn: fetchActiveEvent,
  // Screens show "Nenhum evento ativo" themselves; a toast on top would only alarm.
  meta: { silent: true },
});

export function useActiveEvent() {
  return useQuery(activeEventQuery);
}

// Spec §2: the Sorteio button follows an event running or about to run.
const FOLLOWABLE = new Set<string>(['em_andamento', 'in_progress', 'scheduled']);

export function isFollowable(event: Pick<BingoEvent, 'status'>): boolean {
  return FOLLOWABLE.has(event.status);
}

/** The Sorteio button: asks for the current event now (not from cache) and opens its live screen. */
export function useOpenCurrentDraw() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);

  async function open() {
    setBusy(true);
    try {
      const event = await queryClient.fetchQuery({ ...activeEventQuery, staleTime: 0 });
      if (event && isFollowable(event)) navigate(linkTo.verificacao(event.id));
      else notifyInfo(texts.noActiveDraw);
    } catch (error) {
      if (!(error instanceof ApiError && error.handled)) notifyError(texts.currentDrawFailed);
    } finally {
      setBusy(false);
    }
  }

  return { open, busy };
}
