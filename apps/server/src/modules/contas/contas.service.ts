import { createHash } from 'node:crypto';
import { canonicalJson, contasMessages, type Contas, type ContasInput, type ContasPublished } from '@bingo/core';
import type { Database } from '../../db/client';
import { inTransaction } from '../../db/unit-of-work';
import { badRequest, conflict, notFound } from '../../lib/app-error';
import { EVENT_NOT_FOUND, findEvent, lockEvent } from '../events';
import { eventMoneyIn } from '../reports';
import { deliveriesOfEvent } from '../prizes';
import { eventRounds } from '../rounds';
import { contasDocument } from './contas-document';
import { ContasRepository } from './contas.repository';

/** SHA-256 of the document's RFC 8785 canonical JSON, as 64 hex digits: what anyone can recompute. */
export const contasHash = (document: unknown) => createHash('sha256').update(canonicalJson(document), 'utf8').digest('hex');

/** The prestação de contas of an event: numbered versions, each published whole and never edited (decisions.md §15). */
export class ContasService {
  constructor(private readonly database: Database) {}

  /** The latest version, or version `version`; 404 in pt-BR when there is none. */
  async get(eventId: number, version?: number): Promise<Contas> {
    const repo = new ContasRepository(this.database.db);
    if (!(await findEvent(this.database.db, eventId))) throw notFound(EVENT_NOT_FOUND);
    const row = await repo.get(eventId, version);
    if (!row) throw notFound(version === undefined ? contasMessages.notFound : contasMessages.versionNotFound);
    return { document: row.document, sha256: row.sha256, versions: await repo.versions(eventId) };
  }

  /** The latest published version's identity, for the event's public page; null before the first. */
  async latest(eventId: number): Promise<{ version: number; sha256: string; published_at: string } | null> {
    const row = await new ContasRepository(this.database.db).get(eventId);
    return row && { version: row.version, sha256: row.sha256, published_at: row.publishedAt.toISOString() };
  }

  /**
   * Publishes the next version: the money in read now by the Resumo do Evento's own function, the
   * organiser's prizes and costs. The event's row lock numbers two publishes at once one after the
   * other and keeps the event from being reopened halfway.
   */
  async publish(eventId: number, input: ContasInput, userId: number): Promise<ContasPublished> {
    return inTransaction(this.database, async ({ tx }) => {
      const event = await lockEvent(tx, eventId);
      if (!event) throw notFound(EVENT_NOT_FOUND);
      if (event.status !== 'finalizado') throw conflict(contasMessages.notFinished);
      const repo = new ContasRepository(tx);
      const next = ((await repo.latestVersion(eventId)) ?? 0) + 1;
      if (input.version !== undefined && input.version < next) throw conflict(contasMessages.versionFrozen(input.version));
      if (input.version !== undefined && input.version !== next) throw conflict(contasMessages.versionOutOfOrder(next));
      if (next > 1 && !input.reason) throw badRequest(contasMessages.reasonRequired, { reason: contasMessages.reasonRequired });
      const receiptIds = input.costs.flatMap((c) => (c.receipt_image_id ? [c.receipt_image_id] : []));
      const publishedAt = new Date();
      const document = contasDocument({
        event: { id: event.id, name: event.name },
        version: next,
        publishedAt,
        reason: next > 1 ? input.reason! : null,
        moneyIn: await eventMoneyIn(tx, eventId),
        rounds: await eventRounds(tx, eventId),
        receiptUrls: await repo.receiptUrls(receiptIds),
        deliveries: await deliveriesOfEvent(tx, eventId),
        input,
      });
      const sha256 = contasHash(document);
      await repo.insert(
        { eventId, version: next, reason: document.reason, document, sha256, publishedBy: userId, publishedAt },
        receiptIds,
      );
      return { version: next, sha256 };
    });
  }
}
