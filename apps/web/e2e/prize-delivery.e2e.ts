import crypto from 'node:crypto';
import { prizeMessages } from '@bingo/core';
import { expect } from 'vitest';
import { storageKeys } from '../src/lib/storage-keys';
import { expectNoSeriousA11yViolations, settle } from './support/a11y';
import { api } from './support/api';
import { test } from './support/fixtures';
import { ownRunningEvent } from './support/own-event';
import { startedQuinaRound } from './support/quina-round';
import { PNG } from './support/uploads';

// decisions.md §15, docs/decisions/035: the organiser marks a prize delivered, undoes it, voids a winner.
const tag = crypto.randomBytes(3).toString('hex');
const ownEvent = ownRunningEvent(`Bingo dos Prêmios ${tag}`, { card_price: 10, rounds_count: 2 });

test('the round panel marks a quina prize delivered with a photo, undoes it, and voids the winner with a reason', async ({ loginAs }) => {
  const event = ownEvent();
  const { token, round, mine, firstRow } = await startedQuinaRound(event);
  for (const number of firstRow) await api('POST', `/rounds/${round.id}/draw`, { number }, token);
  await api('POST', `/rounds/${round.id}/finish`, undefined, token);

  const { page } = await loginAs('admin');
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/admin/eventos/${event.id}/rodadas/${round.id}/sorteio`);
  const item = page.getByTestId(`premio-quina-${mine!.id}`);
  await item.getByText('Entrega pendente').waitFor();

  await item.getByRole('button', { name: /^Marcar prêmio entregue/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Marcar prêmio entregue' });
  await dialog.waitFor();
  await dialog.getByRole('button', { name: 'Salvar entrega' }).click();
  await dialog.getByText(prizeMessages.receivedByRequired).waitFor();
  const who = dialog.getByLabel('Quem recebeu');
  await who.fill('Maria da Silva Souza');
  await expect.poll(() => who.inputValue()).toBe('Maria da Silva Souza');
  await dialog.getByLabel('Foto da entrega (opcional)').setInputFiles({ name: 'entrega.png', mimeType: 'image/png', buffer: PNG });
  await settle(page);
  await expectNoSeriousA11yViolations(page, 'Marcar prêmio entregue');
  if (process.env.E2E_SHOTS) await page.screenshot({ path: `${process.env.E2E_SHOTS}/prize-delivery-dialog.png` });
  await dialog.getByRole('button', { name: 'Salvar entrega' }).click();
  await dialog.waitFor({ state: 'detached' });
  await expect.poll(() => item.innerText()).toMatch(/Prêmio entregue a Maria S\. em \d\d\/\d\d \d\d:\d\d/);

  for (const theme of ['light', 'dark'] as const) {
    await page.evaluate(([key, value]) => localStorage.setItem(key, value), [storageKeys.theme, theme] as const);
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.reload();
      await item.getByText(/Prêmio entregue a Maria S\./).waitFor();
      await settle(page);
      await expectNoSeriousA11yViolations(page, `Prêmios no painel (${theme}, ${width} px)`);
      if (process.env.E2E_SHOTS)
        await page.screenshot({ path: `${process.env.E2E_SHOTS}/prize-delivered-${width}-${theme}.png`, fullPage: true });
    }
  }
  await page.setViewportSize({ width: 1280, height: 900 });

  await item.getByRole('button', { name: /^Desfazer entrega/ }).click();
  const undo = page.getByRole('dialog', { name: 'Desfazer entrega' });
  await undo.getByLabel('Motivo').fill('Marcado na cartela errada');
  await expect.poll(() => undo.getByLabel('Motivo').inputValue()).toBe('Marcado na cartela errada');
  await undo.getByRole('button', { name: 'Desfazer entrega' }).click();
  await undo.waitFor({ state: 'detached' });
  await item.getByText('Entrega pendente').waitFor();

  await item.getByRole('button', { name: /^Anular ganhador/ }).click();
  const voiding = page.getByRole('dialog', { name: /^Anular ganhador/ });
  await voiding.getByRole('button', { name: 'Anular ganhador' }).click();
  await voiding.getByText(prizeMessages.voidReasonRequired).waitFor();
  const reason = voiding.getByLabel('Motivo da anulação');
  await reason.fill('Cartela informada como roubada');
  await expect.poll(() => reason.inputValue()).toBe('Cartela informada como roubada');
  if (process.env.E2E_SHOTS) await page.screenshot({ path: `${process.env.E2E_SHOTS}/prize-void-dialog.png` });
  await voiding.getByRole('button', { name: 'Anular ganhador' }).click();
  await voiding.waitFor({ state: 'detached' });
  await item.getByText('Anulado: Cartela informada como roubada').waitFor();
  await expect.poll(() => item.getByRole('button').count()).toBe(0);
  if (process.env.E2E_SHOTS) await page.screenshot({ path: `${process.env.E2E_SHOTS}/prize-voided-1280-dark.png`, fullPage: true });

  // The public record keeps the winner, voided, with the reason, and its timeline says so.
  await page.goto(`/rodada/${round.id}/registro`);
  await page.getByText('Anulado: Cartela informada como roubada').waitFor();
  await page.getByText(/Ganhador anulado: cartela #\d+ \(Quina\)/).waitFor();
  await page.getByText(/Entrega desfeita: cartela/).waitFor();
  // The void is a later entry: the chain and the recounted winners still hold.
  await page.getByRole('button', { name: 'Verificar' }).click();
  await page.getByText('Registro íntegro').waitFor();
  if (process.env.E2E_SHOTS) await page.screenshot({ path: `${process.env.E2E_SHOTS}/prize-record-1280-dark.png`, fullPage: true });
});
