import { inTransaction } from '../../db/unit-of-work';
import crypto from 'node:crypto';
import {
  IMAGE_MAX_BYTES,
  fieldErrorSentence,
  imageFields,
  imageMessages,
  type DashboardBanner,
  type GalleryImage,
  type ImageUploadReply,
} from '@bingo/core';
import type { Db } from '../../db/client';
import { AppError, badRequest, conflict, notFound } from '../../lib/app-error';
import { isStillReferenced } from '../../lib/db-errors';
import { uploadUrl } from '../../lib/uploads';
import { detectImageType } from './image-signature';
import { ImagesRepository, toImageDto } from './images.repository';

/** Unguessable names: the gallery is admin-only, but its files are public by URL. */
const FILENAME = /^[0-9a-f]{32}\.(png|jpg|gif|webp)$/;

export interface UploadedImage {
  bytes: Buffer;
  fields: Record<string, string>;
}

export class ImagesService {
  private readonly repo: ImagesRepository;

  constructor(private readonly db: Db) {
    this.repo = new ImagesRepository(db);
  }

  async list(tag?: string): Promise<GalleryImage[]> {
    return (await this.repo.list(tag)).map(toImageDto);
  }

  /** The dashboard's carousel, in order; empty while the admin has marked none (the shipped art shows). */
  async banners(): Promise<DashboardBanner[]> {
    return (await this.repo.banners()).map((row) => ({ id: row.id, url: uploadUrl(row.filename), alt_text: row.altText }));
  }

  /** Marks these gallery images as the dashboard's banners, in this order (none: the shipped art comes back). */
  async setBanners(ids: number[]): Promise<DashboardBanner[]> {
    await inTransaction(this.db, async ({ tx }) => {
      const repo = new ImagesRepository(tx);
      const found = await repo.existing(ids);
      if (ids.some((id) => !found.has(id))) throw notFound(imageMessages.notFound);
      await repo.replaceBanners(ids);
    });
    return this.banners();
  }

  /** Stores the image only once its bytes are known to be a png, jpeg, webp or gif of at most 5 MB. */
  async create(upload: UploadedImage): Promise<ImageUploadReply> {
    const fields = imageFields.safeParse(upload.fields);
    if (!fields.success) {
      const issue = fields.error.issues[0]!;
      const key = String(issue.path[0] ?? 'body');
      throw badRequest(fieldErrorSentence(key, issue.message), { [key]: issue.message });
    }
    if (upload.bytes.length > IMAGE_MAX_BYTES) throw new AppError(413, imageMessages.tooLarge);
    const type = detectImageType(upload.bytes);
    if (!type) throw new AppError(415, imageMessages.unsupported);
    const row = await this.repo.insert({
      filename: `${crypto.randomBytes(16).toString('hex')}.${type.extension}`,
      mimeType: type.mime,
      size: upload.bytes.length,
      altText: fields.data.alt_text,
      tag: fields.data.tag,
      bytes: upload.bytes,
    });
    return { id: row.id, url: uploadUrl(row.filename) };
  }

  async remove(id: number): Promise<void> {
    if (!(await this.repo.get(id))) throw notFound(imageMessages.notFound);
    if (await this.repo.usedBySponsor(id)) throw conflict(imageMessages.inUse);
    if (await this.repo.usedByContas(id)) throw conflict(imageMessages.receiptInUse);
    try {
      await this.repo.delete(id);
    } catch (err) {
      // A sponsor took the image between the check and the delete: the foreign key refused it.
      if (isStillReferenced(err)) throw conflict(imageMessages.inUse);
      throw err;
    }
  }

  /** The stored file, or 404 (also for names that could never exist). */
  async file(filename: string): Promise<{ mimeType: string; bytes: Buffer }> {
    const found = FILENAME.test(filename) ? await this.repo.file(filename) : null;
    if (!found) throw notFound(imageMessages.notFound);
    return found;
  }
}
