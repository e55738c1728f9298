import type { GalleryImage } from '@bingo/core';

/** The chosen banners, first to last (the gallery lists images newest first). */
export function bannersInOrder(images: GalleryImage[]): GalleryImage[] {
  return images.filter((i) => i.banner_position !== null).sort((a, b) => a.banner_position! - b.banner_position!);
}

/** The ids with the one at `index` moved one place up (-1) or down (+1). */
export function moveBanner(ids: number[], index: number, step: -1 | 1): number[] {
  const target = index + step;
  if (target < 0 || target >= ids.length) return ids;
  const next = [...ids];
  [next[index], next[target]] = [next[target]!, next[index]!];
  return next;
}

/** How a button names the picture it acts on. */
export function bannerLabel(image: GalleryImage): string {
  return image.alt_text ? `"${image.alt_text}"` : `a imagem ${image.id}`;
}
