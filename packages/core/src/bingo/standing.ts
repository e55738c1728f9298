/** One card's place in a round's results, as the panel, the telão and the phones list it. */
export interface Standing {
  card_id: number;
  full_name: string | null;
  address: string | null;
  contact: string | null;
  barcode: string | null;
  acertos: number;
  faltam: number;
  faltando: number[];
  numbers: number[];
}
