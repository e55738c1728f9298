import { z } from 'zod';
import { optionalText } from './common';

/** What the gallery accepts (decisions.md §8), recognised from the bytes, never from the name. */
export const IMAGE_MIME_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
export type ImageMimeType = (typeof IMAGE_MIME_TYPES)[number];
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;

export const imageMessages = {
  missing: 'Selecione uma imagem.',
  tooLarge: 'A imagem deve ter no máximo 5 MB.',
  unsupported: 'Formato de imagem não suportado. Envie um arquivo PNG, JPEG, WebP ou GIF.',
  notMultipart: 'Envie a imagem como formulário (multipart/form-data) no campo "image".',
  oneAtATime: 'Envie uma imagem por vez.',
  notFound: 'Imagem não encontrada.',
  inUse: 'Esta imagem é o logotipo de um patrocinador e não pode ser excluída. Troque a imagem do patrocinador antes.',
  deleted: 'Imagem excluída',
} as const;

export const imageSchema = z.object({
  id: z.number().int(),
  /** Relative to the API base, e.g. '/uploads/3f2a….png' (decisions.md §8). */
  url: z.string(),
  alt_text: z.string().nullable(),
  tag: z.string().nullable(),
  mime_type: z.enum(IMAGE_MIME_TYPES),
  size: z.number().int(),
  created_at: z.string(),
});
export type GalleryImage = z.infer<typeof imageSchema>;

export const imageUploadReply = z.object({ id: z.number().int(), url: z.string() });
export type ImageUploadReply = z.infer<typeof imageUploadReply>;

/** The text fields of the multipart upload, beside the `image` file. */
export const imageFields = z.object({
  alt_text: optionalText(200),
  tag: optionalText(40),
});

export const imageListQuery = z.object({
  tag: z
    .string()
    .trim()
    .max(40)
    .optional()
    .transform((v) => v || undefined),
});

export const uploadFileParam = z.object({ file: z.string().max(100) });
