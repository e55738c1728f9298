import { apiClient, type ResponseOf } from '../../../lib/api/client';

export type EventBuyers = ResponseOf<'/api/events/{id}/buyers', 'get'>;

/** GET /events/{id}/buyers: one line per buyer of the event's approved purchases, read when exporting. */
export function listEventBuyers(eventId: number) {
  return apiClient.GET('/api/events/{id}/buyers', { params: { path: { id: eventId } } });
}
