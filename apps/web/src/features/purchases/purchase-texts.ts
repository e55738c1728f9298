import { purchaseMessages } from '@bingo/core';

/** The purchase screens' pt-BR texts; those of the spec (§2, §5, §8) verbatim. */
export const purchaseTexts = {
  noActiveEvent: purchaseMessages.noActiveEvent,
  generatingLink: 'Gerando link de pagamento...',
  shareInvite: 'Chame a família e os amigos: cada cartela ajuda a causa.',
  generatingPix: 'Gerando PIX...',
  guestEmailTaken: 'Este e-mail já está vinculado a outra conta. Faça login antes de continuar.',
  guestFailed: 'Erro ao criar conta automática.',
  paymentUrlMissing: 'URL de pagamento não recebida do servidor.',
  paymentLinkFailed: 'Erro desconhecido ao gerar link de pagamento.',
  pixFailed: 'Erro ao gerar o PIX.',
  activeEventFailed: 'Não foi possível carregar o evento. Tente novamente.',
  couponChecking: 'Verificando cupom...',
  couponFailed: 'Não foi possível verificar o cupom.',
  incomplete: 'Preencha todos os campos corretamente para continuar.',
  /** decisions.md §15: the label the buyer ticks, and why the button waits for it. */
  acceptRegulamento: 'Li e aceito o regulamento',
  readRegulamento: (version: number) => `Ler o regulamento (versão ${version})`,
  regulamentoRequired: 'Marque "Li e aceito o regulamento" para continuar.',
  copied: 'Copiado!',
  confirming: 'Confirmando pagamento...',
  pixWithQr: 'Abra o app do seu banco, escolha PIX e leia o QR code, ou copie o código abaixo.',
  pixWithoutQr: 'Este código PIX é longo demais para um QR code: copie o código abaixo e cole no app do seu banco, em PIX Copia e Cola.',
  generatingCards: 'Gerando suas cartelas...',
  statusFailed: 'Não foi possível consultar o pagamento.',
  historyFailed: 'Não foi possível carregar seu histórico de compras.',
  noPurchases: 'Você ainda não realizou nenhuma compra.',
  noCards: 'Nenhuma cartela associada a esta compra.',
  couponBlocks: (reason: string) => `Não dá para pagar com este cupom: ${reason} Corrija ou apague o cupom para continuar.`,
} as const;
