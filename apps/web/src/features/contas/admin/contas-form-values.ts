import { contasBody, reasonText, contasMessages, sumMoney, type Contas, type StageKind } from '@bingo/core';

export interface PrizeRow {
  round_id: number;
  round_number: number;
  stage: StageKind;
  description: string;
  value: number | '';
  donated: boolean;
}

export interface CostRow {
  description: string;
  amount: number | '';
  receipt_image_id: number | null;
  receipt_url: string | null;
}

export interface ContasFormValues {
  prizes: PrizeRow[];
  costs: CostRow[];
  destination: string;
  reason: string;
}

interface RoundWithStages {
  id: number;
  number: number;
  stages: { kind: StageKind; prize: string }[];
}

/**
 * Where the form starts: the latest version when there is one (a correction changes what was
 * published), else one prize per stage of each round, with its prize named and no value yet.
 */
export function initialValues(latest: Contas | null, rounds: readonly RoundWithStages[]): ContasFormValues {
  if (latest) {
    const doc = latest.document;
    return {
      prizes: doc.prizes.map((p) => ({ ...p })),
      costs: doc.costs.map((c) => ({ ...c })),
      destination: doc.destination,
      reason: '',
    };
  }
  const prizes = [...rounds]
    .sort((a, b) => a.number - b.number)
    .flatMap((r) =>
      r.stages.map((s) => ({
        round_id: r.id,
        round_number: r.number,
        stage: s.kind,
        description: s.prize,
        value: '' as const,
        donated: false,
      })),
    );
  return { prizes, costs: [], destination: '', reason: '' };
}

/** The API's own rules; a correction (a version already published) also needs its reason. */
export const formSchema = (correction: boolean) =>
  correction ? contasBody.extend({ reason: reasonText(contasMessages.reasonRequired) }) : contasBody.omit({ reason: true });

const amount = (v: number | '') => (typeof v === 'number' ? v : 0);

/** The preview: the Resumo do Evento's total, less the costs and the prizes bought, in whole cents. */
export function previewTotals(totalIn: number, values: Pick<ContasFormValues, 'prizes' | 'costs'>) {
  const costs = sumMoney(values.costs.map((c) => amount(c.amount)));
  const bought = sumMoney(values.prizes.filter((p) => !p.donated).map((p) => amount(p.value)));
  return { costs, bought, net: sumMoney([totalIn, -costs, -bought]) };
}
