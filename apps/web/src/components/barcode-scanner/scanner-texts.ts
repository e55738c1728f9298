/** The barcode reader's pt-BR texts, the same wherever a card's barcode is read (seller, buyer). */
export const scannerTexts = {
  scanCamera: 'Ler com a câmera',
  stopCamera: 'Parar a câmera',
  choosePhoto: 'Escolher foto',
  reading: 'Lendo o código…',
  noCodeInPhoto: 'Nenhum código de barras encontrado na foto. Tente de novo, mais perto e com luz.',
  cameraDenied: 'Não foi possível usar a câmera. Digite o número ou escolha uma foto do código.',
  cameraHint: 'Aponte a câmera para o código de barras da cartela.',
} as const;
