import type { GalleryImage, ImageMimeType } from '@bingo/core';
import { count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { images, sponsors } from '../../db/schema';
import { uploadUrl } from '../../lib/uploads';

// Everything but the bytes: lists and metadata never drag megabytes out of the database.
const meta = {
  id: images.id,
  filename: images.filename,
  mimeType: images.mimeType,
  size: images.size,
  altText: images.altText,
  tag: images.tag,
  createdAt: images.createdAt,
};
export type ImageMeta = {
  id: number;
  filename: string;
  mimeType: string;
  size: number;
  altText: string | null;
  tag: string | null;
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

  async usedBySponsor(id: number): Promise<boolean> {
    const [row] = await this.db.select({ n: count() }).from(sponsors).where(eq(sponsors.imageId, id));
    return (row?.n ?? 0) > 0;
  }

  async delete(id: number): Promise<boolean> {
    const deleted = await this.db.delete(images).where(eq(images.id, id)).returning({ id: images.id });
    return deleted.length > 0;
  }
}
