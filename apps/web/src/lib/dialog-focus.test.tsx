import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { Button, Modal } from 'react-bootstrap';
import { describe, expect, it } from 'vitest';
import { tabStops, useDialogFocus } from './dialog-focus';

/** A list screen: a row's Excluir opens a confirmation that deletes the row. */
function Screen() {
  useDialogFocus();
  const [open, setOpen] = useState(false);
  const [row, setRow] = useState(true);
  return (
    <main>
      <h1>Cupons</h1>
      {row && (
        <button type="button" onClick={() => setOpen(true)}>
          Excluir NATAL
        </button>
      )}
      <Modal show={open} onHide={() => setOpen(false)} aria-label="Excluir cupom" animation={false}>
        <Modal.Body>
          <input aria-label="Código" />
          <input type="radio" name="slot" aria-label="Fundo" />
          <input type="radio" name="slot" aria-label="Título" defaultChecked />
          <button type="button" disabled>
            Indisponível
          </button>
        </Modal.Body>
        <Modal.Footer>
          <Button onClick={() => setOpen(false)}>Cancelar</Button>
          <Button
            onClick={() => {
              setRow(false);
              setOpen(false);
            }}
          >
            Excluir
          </Button>
        </Modal.Footer>
      </Modal>
    </main>
  );
}

const tab = (shiftKey = false) =>
  document.activeElement?.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', shiftKey, bubbles: true, cancelable: true }));

function openDialog({ focused = true } = {}): HTMLElement {
  render(<Screen />);
  const opener = screen.getByRole('button', { name: 'Excluir NATAL' });
  if (focused) opener.focus();
  fireEvent.click(opener);
  return screen.getByRole('dialog');
}

describe('useDialogFocus', () => {
  it('counts one stop per radio group and skips disabled controls', () => {
    const stops = tabStops(openDialog()).map((el) => el.getAttribute('aria-label') ?? el.textContent);
    expect(stops).toEqual(['Código', 'Título', 'Cancelar', 'Excluir']);
  });

  it('wraps Tab from the last stop to the first, and Shift+Tab from the first (or the dialog itself) to the last', () => {
    const dialog = openDialog();
    const last = screen.getByRole('button', { name: 'Excluir' });
    last.focus();
    tab();
    expect(document.activeElement).toBe(screen.getByLabelText('Código'));
    tab(true);
    expect(document.activeElement).toBe(last);
    dialog.focus();
    tab(true);
    expect(document.activeElement).toBe(last);
  });

  it('leaves the focus with what opened the dialog when it is still there', async () => {
    openDialog();
    fireEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    await expect.poll(() => document.activeElement).toBe(screen.getByRole('button', { name: 'Excluir NATAL' }));
    await new Promise((r) => setTimeout(r, 10));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Excluir NATAL' }));
  });

  it('sends the focus to the main heading when what opened the dialog went with the deleted row', async () => {
    openDialog();
    fireEvent.click(screen.getByRole('button', { name: 'Excluir' }));
    await expect.poll(() => document.activeElement).toBe(screen.getByRole('heading', { name: 'Cupons' }));
  });

  it('leaves the focus alone when the dialog was opened with nothing focused (a projector’s Enter)', async () => {
    openDialog({ focused: false });
    fireEvent.click(screen.getByRole('button', { name: 'Excluir' }));
    await expect.poll(() => screen.queryByRole('dialog')).toBeNull();
    await new Promise((r) => setTimeout(r, 10));
    expect(document.activeElement).toBe(document.body);
  });
});
