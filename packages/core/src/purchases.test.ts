import { describe, expect, it } from 'vitest';
import { purchaseStatusLabels } from './purchases';

describe('purchaseStatusLabels', () => {
  it('labels and colours each status as spec §4 says', () => {
    expect(purchaseStatusLabels).toEqual({
      aprovado: { label: 'Aprovado', variant: 'success' },
      falhou: { label: 'Falhou', variant: 'danger' },
      cancelado: { label: 'Cancelado', variant: 'warning' },
      pendente: { label: 'Pendente', variant: 'info' },
      estornado: { label: 'Estornado', variant: 'secondary' },
      contestado: { label: 'Contestado', variant: 'dark' },
    });
  });
});
