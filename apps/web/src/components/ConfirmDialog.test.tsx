import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ConfirmDialog } from './ConfirmDialog';
import { ReasonDialog } from './ReasonDialog';

const noop = () => {};

// A closing dialog fades out for a moment after `show` goes false; what it asked must stay as it was
// while it does, not turn into another question (an answered "Reabrir" flashing "Finalizar").
describe('a question dialog while it closes', () => {
  it('ConfirmDialog keeps the question it asked, not what its props became', async () => {
    const { rerender } = render(
      <ConfirmDialog show title="Sortear número" message="Sortear U 38?" confirmLabel="Sortear" onConfirm={noop} onCancel={noop} />,
    );
    await screen.findByRole('dialog', { name: 'Sortear número' });
    rerender(
      <ConfirmDialog show={false} title="Finalizar rodada" message="" confirmLabel="Finalizar" pending onConfirm={noop} onCancel={noop} />,
    );
    const closing = screen.getByRole('dialog', { hidden: true });
    expect(closing.textContent).toContain('Sortear U 38?');
    expect(closing.textContent).not.toContain('Finalizar');
    expect(screen.getByRole('button', { name: 'Sortear', hidden: true }).hasAttribute('disabled')).toBe(false);
    await waitFor(() => expect(screen.queryByRole('dialog', { hidden: true })).toBeNull());
  });

  it('ReasonDialog keeps its title while it closes, and asks the new question when shown again', async () => {
    const dialog = (show: boolean, name: string | null) => (
      <ReasonDialog
        show={show}
        title={`Reabrir ${name ?? 'evento'}`}
        message="O evento volta a ficar em andamento."
        label="Motivo da reabertura"
        help="O motivo fica registrado."
        required="Informe o motivo."
        confirmLabel="Reabrir evento"
        pending={false}
        onConfirm={noop}
        onCancel={noop}
      />
    );
    const { rerender } = render(dialog(true, 'Bingo de Natal'));
    await screen.findByRole('dialog', { name: 'Reabrir Bingo de Natal' });
    rerender(dialog(false, null));
    expect(screen.getByRole('dialog', { hidden: true }).textContent).toContain('Reabrir Bingo de Natal');
    await waitFor(() => expect(screen.queryByRole('dialog', { hidden: true })).toBeNull());
    rerender(dialog(true, 'Bingo de Páscoa'));
    await screen.findByRole('dialog', { name: 'Reabrir Bingo de Páscoa' });
  });
});
