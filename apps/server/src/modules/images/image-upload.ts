import multipart from '@fastify/multipart';
import { IMAGE_MAX_BYTES, imageMessages } from '@bingo/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, badRequest } from '../../lib/app-error';
import type { UploadedImage } from './images.service';

/** Room for the form's other fields and the multipart framing around a 5 MB image. */
const ENVELOPE_BYTES = 64 * 1024;

/**
 * Multipart parsing for the routes of this plugin only (every other route keeps refusing it).
 * busboy stops keeping a file's bytes at the limit, so a larger upload is never held whole.
 */
export async function registerImageMultipart(app: FastifyInstance): Promise<void> {
  await app.register(multipart, {
    limits: { fileSize: IMAGE_MAX_BYTES, files: 1, fields: 10, fieldSize: 4096, parts: 12, headerPairs: 50 },
  });
}

/** Reads the `image` file and the text fields, in whatever order the client sent them. */
export async function readImageUpload(request: FastifyRequest): Promise<UploadedImage> {
  if (!request.isMultipart()) throw new AppError(415, imageMessages.notMultipart);
  // A declared size far over the limit is refused before reading a byte of it.
  if (Number(request.headers['content-length'] ?? 0) > IMAGE_MAX_BYTES + ENVELOPE_BYTES) {
    throw new AppError(413, imageMessages.tooLarge);
  }
  const fields: Record<string, string> = {};
  let bytes: Buffer | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') fields[part.fieldname] = String(part.value);
      else if (part.fieldname === 'image') bytes = await part.toBuffer();
      else part.file.resume(); // another file field: read past it, keep nothing
    }
  } catch (err) {
    throw translate(err);
  }
  if (!bytes) throw badRequest(imageMessages.missing, { image: imageMessages.missing });
  return { bytes, fields };
}

function translate(err: unknown): unknown {
  switch ((err as { code?: string }).code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return new AppError(413, imageMessages.tooLarge);
    case 'FST_FILES_LIMIT':
      return badRequest(imageMessages.oneAtATime);
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
    case 'FST_PROTO_VIOLATION':
    case 'FST_INVALID_JSON_FIELD_ERROR':
      return badRequest(imageMessages.notMultipart);
    default:
      // busboy's own parse errors ('Unexpected end of multipart data', 'Malformed part header') carry
      // no code: a body cut short or not multipart at all is the client's fault, not a 500.
      return (err as { statusCode?: number }).statusCode ? err : badRequest(imageMessages.notMultipart);
  }
}
