import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { api } from './support/api';
import { test } from './support/fixtures';
import { expectPath, expectText, typeKeys } from './support/ui';

// The organiser's screens (spec §2): an event and a round created through the forms, the round
// started, balls typed on the panel (Enter, as at the venue), one removed after the confirmation,
// and the statuses following. The big screen and the buyer's screen have their own spec
// (live-draw.e2e.ts).

/** The balls on the panel, in draw order, as the hall calls them ('A 7'). */
async function ballChips(page: Page): Promise<string[]> {
  const items = page.getByRole('list', { name: /Números sorteados/ }).getByRole('listitem');
  return (await items.allTextContents()).map((t) => t.replace('×', '').trim());
}

/** Types a ball into the focused box and presses Enter, then waits for its badge. */
async function drawByTyping(page: Page, input: Locator, n: number, call: string): Promise<void> {
  await page.keyboard.type(String(n));
  await page.keyboard.press('Enter');
  await page
    .getByRole('list', { name: /Números sorteados/ })
    .getByText(call, { exact: false })
    .waitFor();
  // Ready for the next ball: empty and still focused, without touching the mouse.
  await expect.poll(() => input.inputValue()).toBe('');
  await expect.poll(() => input.evaluate((el) => el === document.activeElement)).toBe(true);
}

function rowOf(page: Page, name: string): Locator {
  return page.getByRole('row').filter({ has: page.getByRole('rowheader', { name, exact: true }) });
}

test('an admin creates an event and a round, starts it, types three balls, removes one and sees the statuses follow', async ({
  loginAs,
}) => {
  const { page, session } = await loginAs('admin');
  const eventName = `Bingo do Painel ${Date.now().toString(36)}`;
  let eventId: number | null = null;
  try {
    // Eventos: the modal form.
    await page.goto('/admin/eventos');
    await page.getByRole('button', { name: 'Novo evento' }).click();
    const modal = page.getByRole('dialog');
    await modal.getByLabel('Nome').fill(eventName);
    await modal.getByLabel('Data e hora de início').fill('2030-12-20T19:00');
    await modal.getByLabel('Quantidade de rodadas').fill('2');
    // The price typed key by key the Brazilian way (decisions.md §13): '12,50' is R$ 12,50, not 1250.
    await typeKeys(modal.getByLabel('Preço da cartela'), '12,50');
    await modal.getByRole('button', { name: 'Cadastrar' }).click();
    await expectText(page, 'Evento criado');
    const eventRow = rowOf(page, eventName);
    await eventRow.getByText('Agendado').waitFor();
    await eventRow.getByText('R$ 12,50').waitFor();
    expect(await eventRow.getByRole('cell').first().textContent()).toBe('20/12/2030, 19:00');

    // Rodadas: the inline form, number prefilled.
    await eventRow.getByRole('link', { name: /^Rodadas/ }).click();
    await page.getByRole('heading', { level: 1, name: eventName }).waitFor();
    eventId = Number(/\/admin\/eventos\/(\d+)\/rodadas$/.exec(new URL(page.url()).pathname)?.[1]);
    await page.getByText('Nenhuma rodada cadastrada.').waitFor();
    await page.getByText('0 de 2 rodadas').waitFor();
    expect(await page.getByLabel('Número').inputValue()).toBe('1');
    await page.getByLabel('Prêmio').fill('Cesta básica');
    await page.getByRole('button', { name: 'Adicionar rodada' }).click();
    await expectText(page, 'Rodada criada');
    await page.getByText('1 de 2 rodadas').waitFor();
    const roundRow = rowOf(page, '#1');
    await roundRow.getByText('Não iniciada').waitFor();

    // Starting the round starts the event too (decisions.md §3).
    await roundRow.getByRole('button', { name: /^Iniciar/ }).click();
    await roundRow.getByText('Em andamento').waitFor();
    await page.locator('header').getByText('Em Andamento').waitFor();

    // Painel da Rodada: three balls typed, Enter after each.
    await roundRow.getByRole('link', { name: /^Painel/ }).click();
    await page.getByRole('heading', { level: 1, name: 'Painel da Rodada #1' }).waitFor();
    await page.getByText('Prêmio: Cesta básica').waitFor();
    const input = page.getByRole('textbox', { name: 'Número sorteado' });
    await expect.poll(() => input.evaluate((el) => el === document.activeElement), { message: 'the number box has the focus' }).toBe(true);
    await page.getByText('Nenhum número ainda.').waitFor();

    await page.keyboard.type('80');
    await page.keyboard.press('Enter');
    await page.getByText('Número deve estar entre 1 e 75.').waitFor();
    await input.fill('');

    await drawByTyping(page, input, 7, 'A 7');
    await drawByTyping(page, input, 23, 'J 23');
    await drawByTyping(page, input, 75, 'E 75');
    expect(await ballChips(page)).toEqual(['A 7', 'J 23', 'E 75']);
    await page
      .locator('.bingo-ball')
      .filter({ hasText: /E\s*75/ })
      .waitFor();

    // One removed, after the spec's confirmation and with the reason the public record shows (docs/decisions/015).
    await page.getByRole('button', { name: 'Remover o número J 23' }).click();
    const confirm = page.getByRole('dialog');
    await confirm.getByText('Remover este número do sorteio?').waitFor();
    await confirm.getByRole('button', { name: 'Remover' }).click();
    await confirm.getByText('Informe o motivo da remoção da bola: ele fica no registro público da rodada.').waitFor();
    await confirm.getByLabel('Motivo da remoção').fill('Bola cantada por engano');
    await confirm.getByRole('button', { name: 'Remover' }).click();
    await expect.poll(() => ballChips(page)).toEqual(['A 7', 'E 75']);
    const roundId = Number(/\/rodadas\/(\d+)\/sorteio$/.exec(new URL(page.url()).pathname)?.[1]);
    const stored = await api<{ number: number }[]>('GET', `/rounds/${roundId}/drawn-numbers`, undefined, session.token);
    expect(stored.map((d) => d.number)).toEqual([7, 75]);

    // A ball clicked on the board is asked about first; cancelled, nothing is drawn.
    await page.getByRole('group', { name: 'Sortear clicando no número' }).getByRole('button', { name: 'U 38' }).click();
    const ask = page.getByRole('dialog', { name: 'Sortear número' });
    await ask.getByText('Sortear U 38?').waitFor();
    await ask.getByRole('button', { name: 'Cancelar' }).click();
    await ask.waitFor({ state: 'hidden' });
    expect(await ballChips(page)).toEqual(['A 7', 'E 75']);

    // Finishing the round, after a confirmation: the badge changes and the balls can no longer be
    // entered or removed.
    await page.getByRole('button', { name: /^Finalizar a rodada #1/ }).click();
    const finish = page.getByRole('dialog', { name: 'Finalizar rodada' });
    await finish.getByRole('button', { name: 'Finalizar' }).click();
    await page.getByText('Finalizada', { exact: true }).waitFor();
    await page.getByText('Inicie a rodada para sortear números.').waitFor();
    expect(await page.getByRole('button', { name: /Remover o número/ }).count()).toBe(0);

    // "Reabrir" asks why; the reason goes into the public record (decisions.md §14).
    await page.getByRole('button', { name: /^Reabrir a rodada #1/ }).click();
    const reopen = page.getByRole('dialog', { name: 'Reabrir a rodada #1' });
    await reopen.getByRole('button', { name: 'Reabrir' }).click();
    await reopen.getByText('Informe o motivo para reabrir a rodada: ele fica no registro público da rodada.').waitFor();
    await reopen.getByLabel('Motivo da reabertura').fill('Bola 23 cantada como 28');
    await reopen.getByRole('button', { name: 'Reabrir' }).click();
    await expectText(page, 'Rodada reaberta');
    await page.getByText('Em andamento', { exact: true }).waitFor();
    const entries = await api<{ entries: { kind: string; data: { reason?: string } }[] }>('GET', `/rounds/${roundId}/record`);
    expect(entries.entries.at(-1)).toMatchObject({ kind: 'round_reopened', data: { reason: 'Bola 23 cantada como 28' } });
    await page.getByRole('button', { name: /^Finalizar a rodada #1/ }).click();
    await page.getByRole('dialog', { name: 'Finalizar rodada' }).getByRole('button', { name: 'Finalizar' }).click();
    await page.getByText('Finalizada', { exact: true }).waitFor();

    // Back on Eventos, the event is running; Finalizar closes it, the badge from the reply.
    await page.getByRole('link', { name: /Voltar às rodadas/ }).click();
    await expectPath(page, `/admin/eventos/${eventId}/rodadas`);
    await page.goto('/admin/eventos');
    await rowOf(page, eventName).getByText('Em Andamento').waitFor();
    await rowOf(page, eventName)
      .getByRole('button', { name: /^Finalizar/ })
      .click();
    await page.getByRole('dialog', { name: 'Finalizar evento' }).getByRole('button', { name: 'Finalizar' }).click();
    await expectText(page, 'Status atualizado');
    await rowOf(page, eventName).getByText('Finalizado').waitFor();
    expect(
      await rowOf(page, eventName)
        .getByRole('button', { name: /^(Iniciar|Finalizar)/ })
        .count(),
    ).toBe(0);

    // A finished event is reopened only with a reason, kept with who and when (decisions.md §14).
    await rowOf(page, eventName)
      .getByRole('button', { name: /^Reabrir/ })
      .click();
    const reopenEvent = page.getByRole('dialog', { name: `Reabrir ${eventName}` });
    await reopenEvent.getByLabel('Motivo da reabertura').fill('Faltou sortear a rodada 2');
    await reopenEvent.getByRole('button', { name: 'Reabrir evento' }).click();
    await expectText(page, 'Evento reaberto');
    await rowOf(page, eventName).getByText('Em Andamento').waitFor();
    const reopenings = await api<{ reason: string; by: string | null }[]>('GET', `/events/${eventId}/reopenings`, undefined, session.token);
    expect(reopenings).toEqual([expect.objectContaining({ reason: 'Faltou sortear a rodada 2', by: session.user.name })]);
  } finally {
    // Never leave an active event behind for the specs that run after this one.
    if (eventId) await api('PATCH', `/events/${eventId}/status`, { status: 'finalizado' }, session.token).catch(() => {});
  }
});
