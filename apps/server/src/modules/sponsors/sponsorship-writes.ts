import { and, eq, notExists, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { sponsorNumbers, sponsors, sponsorships } from '../../db/schema';

export type CompanyColumns = Partial<Pick<typeof sponsors.$inferInsert, 'name' | 'contactInfo' | 'imageId'>>;
export type SponsorshipColumns = Partial<
  Pick<typeof sponsorships.$inferInsert, 'amount' | 'paymentMethod' | 'paymentStatus' | 'paymentDate' | 'notes'>
>;

/** The writes of the sponsors module: a company, its sponsorship in an event, and the sponsorship's numbers. */
export class SponsorshipWrites {
  constructor(private readonly db: Db) {}

  async insertCompany(values: CompanyColumns & { name: string }): Promise<number> {
    const [row] = await this.db.insert(sponsors).values(values).returning({ id: sponsors.id });
    return row!.id;
  }

  async insertSponsorship(sponsorId: number, eventId: number, values: SponsorshipColumns): Promise<number> {
    const [row] = await this.db
      .insert(sponsorships)
      .values({ ...values, sponsorId, eventId })
      .returning({ id: sponsorships.id });
    return row!.id;
  }

  async updateCompany(id: number, values: CompanyColumns): Promise<void> {
    if (Object.keys(values).length === 0) return;
    await this.db
      .update(sponsors)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(sponsors.id, id));
  }

  async updateSponsorship(id: number, values: SponsorshipColumns): Promise<void> {
    if (Object.keys(values).length === 0) return;
    await this.db
      .update(sponsorships)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(sponsorships.id, id));
  }

  /**
   * Removes the sponsorship (its numbers go with it), and its company when no other event has
   * it: a company without a sponsorship shows on no screen, yet would keep its logo from being
   * deleted from the gallery. The logo itself stays in the gallery.
   */
  async deleteSponsorship(id: number, sponsorId: number): Promise<void> {
    await this.db.delete(sponsorships).where(eq(sponsorships.id, id));
    const others = this.db.select({ id: sponsorships.id }).from(sponsorships).where(eq(sponsorships.sponsorId, sponsorId));
    await this.db.delete(sponsors).where(and(eq(sponsors.id, sponsorId), notExists(others)));
  }

  /** Adds numbers; those already there stay as they are. Returns how many were new. */
  async addNumbers(id: number, numbers: number[]): Promise<number> {
    if (numbers.length === 0) return 0;
    const added = await this.db
      .insert(sponsorNumbers)
      .values(numbers.map((number) => ({ sponsorshipId: id, number })))
      .onConflictDoNothing()
      .returning({ number: sponsorNumbers.number });
    return added.length;
  }

  async removeNumber(id: number, number: number): Promise<boolean> {
    const removed = await this.db
      .delete(sponsorNumbers)
      .where(and(eq(sponsorNumbers.sponsorshipId, id), eq(sponsorNumbers.number, number)))
      .returning({ number: sponsorNumbers.number });
    return removed.length > 0;
  }

  /**
   * "Copiar patrocinadores de outro evento": each sponsorship of `fromId` whose company is not in
   * `toId` yet gets a copy there, with its value, payment method and numbers; the payment starts
   * over (pendente, no date) and the notes, which were about that night's deal, stay behind.
   * Companies already in the target are left as they are, so copying twice adds nothing.
   */
  async copy(fromId: number, toId: number): Promise<{ copied: number; skipped: number; numbers: number }> {
    const copied = rowsOf<{ id: number }>(
      await this.db.execute(sql`
        insert into ${sponsorships} (sponsor_id, event_id, amount, payment_method, payment_status)
        select s.sponsor_id, ${toId}, s.amount, s.payment_method, 'pendente'
        from ${sponsorships} s
        where s.event_id = ${fromId}
        order by s.id
        on conflict (sponsor_id, event_id) do nothing
        returning id`),
    );
    const [source] = await this.db
      .select({ n: sql<number>`count(*)::int`.mapWith(Number) })
      .from(sponsorships)
      .where(eq(sponsorships.eventId, fromId));
    if (copied.length === 0) return { copied: 0, skipped: source?.n ?? 0, numbers: 0 };
    const numbers = rowsOf<{ number: number }>(
      await this.db.execute(sql`
        insert into ${sponsorNumbers} (sponsorship_id, number)
        select t.id, n.number
        from ${sponsorships} t
        join ${sponsorships} s on s.sponsor_id = t.sponsor_id and s.event_id = ${fromId}
        join ${sponsorNumbers} n on n.sponsorship_id = s.id
        where t.id in (${sql.join(
          copied.map((c) => sql`${Number(c.id)}`),
          sql`, `,
        )})
        returning number`),
    );
    return { copied: copied.length, skipped: (source?.n ?? 0) - copied.length, numbers: numbers.length };
  }
}
