import type { GalleryImage, ImageMimeType } from '@bingo/core';
import { asc, count, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { contasReceipts, images, sponsors } from '../../db/schema';
import { uploadUrl } from '../../lib/uploads';

// Everything but the bytes: lists and metadata never drag megabytes out of the database.
const meta = {
  id: images.id,
  filename: images.filename,
  mimeType: images.mimeType,
  size: images.size,
  altText: images.altText,
  tag: images.tag,
  bannerPosition: images.bannerPosition,
  createdAt: images.createdAt,
};
export type ImageMeta = {
  id: number;
  filename: string;
  mimeType: string;
  size: number;
  altText: string | null;
  tag: string | null;
  bannerPosition: number | null;
  createdAt: Date;
};

export function toImageDto(row: ImageMeta): GalleryImage {
  return {
    id: row.id,
    url: uploadUrl(row.filename),
    alt_text: row.altText,
    tag: row.tag,
    mime_type: row.mimeType as ImageMimeType,
    size: row.size,
    banner_position: row.bannerPosition,
    created_at: row.createdAt.toISOString(),
  };
}

export class ImagesRepository {
  constructor(private readonly db: Db) {}

  list(tag?: string): Promise<ImageMeta[]> {
    return this.db
      .select(meta)
      .from(images)
      .where(tag ? eq(images.tag, tag) : undefined)
      .orderBy(desc(images.createdAt), desc(images.id));
  }

  async get(id: number): Promise<ImageMeta | null> {
    const [row] = await this.db.select(meta).from(images).where(eq(images.id, id));
    return row ?? null;
  }

  async file(filename: string): Promise<{ mimeType: string; bytes: Buffer } | null> {
    const [row] = await this.db
      .select({ mimeType: images.mimeType, bytes: images.bytes })
      .from(images)
      .where(eq(images.filename, filename));
    return row ?? null;
  }

  async insert(values: typeof images.$inferInsert): Promise<ImageMeta> {
    const [row] = await this.db.insert(images).values(values).returning(meta);
    return row!;
  }

  /** The dashboard's banners, first to last. */
  banners(): Promise<ImageMeta[]> {
    return this.db.select(meta).from(images).where(isNotNull(images.bannerPosition)).orderBy(asc(images.bannerPosition));
  }

  async existing(ids: number[]): Promise<Set<number>> {
    if (ids.length === 0) return new Set();
    const rows = await this.db.select({ id: images.id }).from(images).where(inArray(images.id, ids));
    return new Set(rows.map((r) => r.id));
  }

  /**
   * Puts these images in the carousel in this order and takes every other image out. Call inside a
   * transaction: the lock makes two saves at once take turns, so the second never meets the first's
   * positions half-written (the unique position would refuse it).
   */
  async replaceBanners(ids: number[]): Promise<void> {
    await this.db.execute(sql`select pg_advisory_xact_lock(hashtext('dashboard_banners'))`);
    await this.db.update(images).set({ bannerPosition: null }).where(isNotNull(images.bannerPosition));
    for (const [index, id] of ids.entries()) {
      await this.db
        .update(images)
        .set({ bannerPosition: index + 1 })
        .where(eq(images.id, id));
    }
  }

  async usedBySponsor(id: number): Promise<boolean> {
    const [row] = await this.db.select({ n: count() }).from(sponsors).where(eq(sponsors.imageId, id));
    return (row?.n ?? 0) > 0;
  }

  /** A receipt of a published prestação de contas: public, so kept (decisions.md §15). */
  async usedByContas(id: number): Promise<boolean> {
    const [row] = await this.db.select({ n: count() }).from(contasReceipts).where(eq(contasReceipts.imageId, id));
    return (row?.n ?? 0) > 0;
  }

  async delete(id: number): Promise<boolean> {
    const deleted = await this.db.delete(images).where(eq(images.id, id)).returning({ id: images.id });
    return deleted.length > 0;
  }
}
