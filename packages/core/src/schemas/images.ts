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
  receiptInUse: 'Esta imagem é comprovante de uma prestação de contas publicada e não pode ser excluída.',
  deleted: 'Imagem excluída',
  bannersTooMany: 'Escolha no máximo 5 imagens para o painel.',
  bannersRepeated: 'Cada imagem só pode aparecer uma vez no painel.',
  bannersSaved: 'Banners do painel salvos',
} as const;

/** How many gallery images the dashboard's carousel shows at most (docs/decisions/013). */
export const DASHBOARD_BANNERS_MAX = 5;

export const imageSchema = z.object({
  id: z.number().int(),
  /** Relative to the API base, e.g. '/uploads/3f2a….png' (decisions.md §8). */
  url: z.string(),
  alt_text: z.string().nullable(),
  tag: z.string().nullable(),
  mime_type: z.enum(IMAGE_MIME_TYPES),
  size: z.number().int(),
  /** 1 to 5: its place in the dashboard's carousel; null when it is not a banner. */
  banner_position: z.number().int().nullable(),
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

/** PUT /admin/dashboard-banners: the gallery images the dashboard shows, first to last; [] brings back the shipped art. */
export const dashboardBannersBody = z.object({
  image_ids: z
    .array(z.number().int().positive().max(2_147_483_647))
    .max(DASHBOARD_BANNERS_MAX, imageMessages.bannersTooMany)
    .refine((ids) => new Set(ids).size === ids.length, imageMessages.bannersRepeated)
    .meta({ title: 'Banners do painel' }),
});
export type DashboardBannersBody = z.infer<typeof dashboardBannersBody>;

/** A slide of the dashboard's carousel, in order (GET /dashboard-banners, public). */
export const dashboardBanner = z.object({ id: z.number().int(), url: z.string(), alt_text: z.string().nullable() });
export const dashboardBannersReply = z.array(dashboardBanner);
export type DashboardBanner = z.infer<typeof dashboardBanner>;
