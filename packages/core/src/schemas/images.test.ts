import { describe, expect, it } from 'vitest';
import { msg } from '../messages';
import '../zod-locale';
import {
  dashboardBannersBody,
  dashboardBannersReply,
  IMAGE_MAX_BYTES,
  IMAGE_MIME_TYPES,
  imageFields,
  imageListQuery,
  imageMessages,
  imageSchema,
  imageUploadReply,
  uploadFileParam,
} from './images';

const logo = {
  id: 3,
  url: '/uploads/3f2a.png',
  alt_text: 'Logo da Padaria',
  tag: 'patrocinador',
  mime_type: 'image/png',
  size: 20480,
  banner_position: 2,
  created_at: '2026-03-01T12:00:00.000Z',
} as const;

describe('the gallery’s limits (decisions.md §8)', () => {
  it('accepts PNG, JPEG, WebP and GIF up to 5 MB', () => {
    expect(IMAGE_MIME_TYPES).toEqual(['image/png', 'image/jpeg', 'image/webp', 'image/gif']);
    expect(IMAGE_MAX_BYTES).toBe(5_242_880);
  });

  it('answers each image with every field the gallery shows', () => {
    expect(imageSchema.parse(logo)).toEqual(logo);
    const plain = { ...logo, alt_text: null, tag: null, banner_position: null, mime_type: 'image/gif' };
    expect(imageSchema.parse(plain)).toEqual(plain);
    for (const mime_type of IMAGE_MIME_TYPES) expect(imageSchema.parse({ ...logo, mime_type }).mime_type).toBe(mime_type);
    expect(imageSchema.safeParse({ ...logo, mime_type: 'image/svg+xml' }).success).toBe(false);
    expect(imageUploadReply.parse({ id: 3, url: logo.url })).toEqual({ id: 3, url: logo.url });
  });

  it('takes optional alt text and tag, blank as null', () => {
    expect(imageFields.parse({ alt_text: ' Logo ', tag: '' })).toEqual({ alt_text: 'Logo', tag: null });
    expect(imageFields.safeParse({ alt_text: 'x'.repeat(200), tag: 'x'.repeat(40) }).success).toBe(true);
    expect(imageFields.safeParse({ alt_text: 'x'.repeat(201) }).error?.issues[0]?.message).toBe(msg.tooLong(200));
    expect(imageFields.safeParse({ tag: 'x'.repeat(41) }).error?.issues[0]?.message).toBe(msg.tooLong(40));
  });

  it('filters the list by a trimmed tag, none when blank', () => {
    expect(imageListQuery.parse({ tag: ' logos ' })).toEqual({ tag: 'logos' });
    expect(imageListQuery.parse({ tag: '  ' })).toEqual({ tag: undefined });
    expect(imageListQuery.safeParse({ tag: 'x'.repeat(41) }).success).toBe(false);
    expect(uploadFileParam.safeParse({ file: 'x'.repeat(100) }).success).toBe(true);
    expect(uploadFileParam.safeParse({ file: 'x'.repeat(101) }).success).toBe(false);
  });
});

describe('dashboard banners (docs/decisions/013)', () => {
  const messageOf = (image_ids: unknown) => dashboardBannersBody.safeParse({ image_ids }).error?.issues[0]?.message;

  it('takes up to five distinct gallery images in order, or none', () => {
    expect(dashboardBannersBody.parse({ image_ids: [5, 1, 4, 2, 3] })).toEqual({ image_ids: [5, 1, 4, 2, 3] });
    expect(dashboardBannersBody.parse({ image_ids: [] })).toEqual({ image_ids: [] });
    expect(dashboardBannersBody.parse({ image_ids: [2_147_483_647] })).toEqual({ image_ids: [2_147_483_647] });
  });

  it('refuses a sixth image, a repeated one and ids that cannot be images', () => {
    expect(messageOf([1, 2, 3, 4, 5, 6])).toBe(imageMessages.bannersTooMany);
    expect(messageOf([1, 2, 1])).toBe(imageMessages.bannersRepeated);
    expect(messageOf([0])).toBeDefined();
    expect(messageOf([1.5])).toBeDefined();
    expect(messageOf([2_147_483_648])).toBeDefined();
    expect(messageOf('1,2')).toBe('Banners do painel: informe uma lista.');
  });

  it('answers the slides with their url and alt text', () => {
    const slides = [
      { id: 5, url: '/uploads/a.png', alt_text: 'Quermesse' },
      { id: 1, url: '/uploads/b.png', alt_text: null },
    ];
    expect(dashboardBannersReply.parse(slides)).toEqual(slides);
  });
});
