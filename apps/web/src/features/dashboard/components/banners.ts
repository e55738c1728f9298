import autoPecas from '../../../assets/banners/auto-pecas-irmaos.svg';
import farmacia from '../../../assets/banners/farmacia-saude.svg';
import mercado from '../../../assets/banners/mercado-bom-preco.svg';
import padaria from '../../../assets/banners/padaria-pao-quente.svg';
import sorveteria from '../../../assets/banners/sorveteria-gelato.svg';

export interface Banner {
  src: string;
  alt: string;
}

/** The five sponsor slides shipped with the app (spec §2), shown while the charity has picked none of its own. */
export const banners: Banner[] = [
  { src: padaria, alt: 'Padaria Pão Quente: o pão fresquinho do bairro, saindo do forno toda hora.' },
  { src: mercado, alt: 'Mercado Bom Preço: tudo para a sua casa, com preço que cabe no bolso.' },
  { src: farmacia, alt: 'Farmácia Saúde: cuidando de você e da sua família, todos os dias.' },
  { src: autoPecas, alt: 'Auto Peças Irmãos: peças de confiança para o seu carro rodar tranquilo.' },
  { src: sorveteria, alt: 'Sorveteria Gelato: sabores artesanais para adoçar o seu dia.' },
];
