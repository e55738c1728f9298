import { imageMessages } from '@bingo/core';

/** The gallery's pt-BR texts; the spec's (§5, §8) verbatim. */
export const galleryTexts = {
  loadFailed: 'Erro ao carregar imagens',
  uploadFailed: 'Erro ao enviar imagem',
  deleteFailed: 'Erro ao remover imagem',
  confirmDelete: 'Deseja realmente excluir esta imagem?',
  fileRequired: imageMessages.missing,
  uploaded: 'Imagem enviada',
  deleted: 'Imagem excluída',
  bannersSaved: imageMessages.bannersSaved,
  bannersFailed: 'Erro ao salvar os banners do painel',
} as const;
