import crypto from 'node:crypto';
import { expect } from 'vitest';
import { api, registerViaApi } from './support/api';
import { test } from './support/fixtures';
import { expectKeyboardDialog, focusedElement, isFocused, tabTo } from './support/keyboard';
import { expectText } from './support/ui';

// Keyboard use of dialogs: each is reached with Tab and opened with Enter, takes
// the focus, keeps Tab and Shift+Tab inside, closes with Escape and gives the focus back to what
// opened it; and its main action works from the keyboard alone.

test('a delete confirmation: opened, left and confirmed with the keyboard alone', async ({ loginAs }) => {
  const { page, session } = await loginAs('admin');
  const code = `TECLADO${crypto.randomBytes(2).toString('hex').toUpperCase()}`;
  await api('POST', '/cupons', { codigo: code, tipo: 'fixo', valor: 5, quantidade: 1 }, session.token);
  await page.goto('/admin/cupons');
  const row = page.getByRole('row').filter({ hasText: code });
  const opener = row.getByRole('button', { name: `Excluir ${code}` });
  const dialog = page.getByRole('dialog', { name: 'Excluir cupom' });
  await expectKeyboardDialog(page, { opener, dialog });

  // Again, and this time Tab to Excluir and Enter.
  await page.keyboard.press('Enter');
  await dialog.waitFor();
  await tabTo(page, dialog.getByRole('button', { name: 'Excluir', exact: true }));
  await page.keyboard.press('Enter');
  await expectText(page, 'Cupom excluído');
  await row.waitFor({ state: 'detached' });
  await dialog.waitFor({ state: 'detached' });
  // The button that opened it went with the row: the focus goes to the screen's heading, not lost on the page.
  await expect
    .poll(() => isFocused(page.getByRole('heading', { level: 1 })), { message: 'focus on the heading after the delete' })
    .toBe(true);
});

test('a form dialog: a coupon created from the keyboard alone, the focus back on “Novo cupom”', async ({ loginAs }) => {
  const { page } = await loginAs('admin');
  await page.goto('/admin/cupons');
  const opener = page.getByRole('button', { name: 'Novo cupom' });
  const dialog = page.getByRole('dialog', { name: 'Novo cupom' });
  await expectKeyboardDialog(page, { opener, dialog, initialFocus: dialog.getByLabel('Código') });

  const code = `TECLA${crypto.randomBytes(2).toString('hex').toUpperCase()}`;
  await page.keyboard.press('Enter');
  await dialog.getByLabel('Código').waitFor();
  await expect.poll(() => isFocused(dialog.getByLabel('Código'))).toBe(true);
  await page.keyboard.type(code);
  await page.keyboard.press('Tab'); // Tipo
  await page.keyboard.press('Tab'); // Valor
  await page.keyboard.type('15');
  await page.keyboard.press('Tab'); // Usos disponíveis
  await page.keyboard.type('3');
  await page.keyboard.press('Enter'); // submits the form
  await expectText(page, 'Cupom cadastrado');
  await dialog.waitFor({ state: 'detached' });
  await page.getByRole('row').filter({ hasText: code }).waitFor();
  await expect.poll(() => isFocused(opener), { message: 'focus back on Novo cupom' }).toBe(true);
});

test('the forgot-password dialog on the login screen: e-mail typed and sent with Enter, Escape closes it', async ({ page }) => {
  const { email } = await registerViaApi();
  await page.goto('/login');
  const opener = page.getByRole('button', { name: 'Esqueci minha senha' });
  const dialog = page.getByRole('dialog', { name: 'Esqueci minha senha' });
  await expectKeyboardDialog(page, { opener, dialog, initialFocus: dialog.getByLabel('E-mail') });

  await page.keyboard.press('Enter');
  await expect.poll(() => isFocused(dialog.getByLabel('E-mail'))).toBe(true);
  await page.keyboard.type(email);
  await page.keyboard.press('Enter');
  await expectText(page, /link/i);
  await dialog.waitFor({ state: 'detached' });
  await expect.poll(() => isFocused(opener)).toBe(true);
});

test('Foguetinho’s colour dialog: Enter on the screen opens it, arrows pick a colour slot, a colour typed applies, Escape closes', async ({
  loginAs,
}) => {
  const { page } = await loginAs('admin');
  await page.goto('/admin/foguetinho');
  const opener = page.getByRole('button', { name: 'Cores', exact: true });
  const dialog = page.getByRole('dialog', { name: 'Cores do Foguetinho' });
  await expectKeyboardDialog(page, { opener, dialog });

  // The projector's key: Enter with nothing focused opens it too.
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.keyboard.press('Enter');
  await dialog.waitFor();
  const fundo = dialog.getByRole('radio', { name: 'Fundo' });
  await tabTo(page, fundo);
  await page.keyboard.press('ArrowDown');
  await expect.poll(() => dialog.getByRole('radio', { name: 'Título' }).isChecked()).toBe(true);
  await tabTo(page, dialog.getByRole('textbox', { name: 'Hexadecimal' }));
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('FF0000');
  const title = page.getByRole('heading', { level: 1, name: 'Foguetinho' });
  await expect.poll(() => title.evaluate((el) => getComputedStyle(el).color)).toBe('rgb(255, 0, 0)');
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
  // Opened with nothing focused, it leaves nothing focused: no focus ring on the projected title.
  await page.waitForTimeout(100);
  expect(await focusedElement(page)).toBe('the page itself (body)');

  // Restaurar padrões, from the keyboard.
  await tabTo(page, opener);
  await page.keyboard.press('Enter');
  await tabTo(page, dialog.getByRole('button', { name: 'Restaurar padrões' }));
  await page.keyboard.press('Enter');
  await expect.poll(() => title.evaluate((el) => getComputedStyle(el).color)).toBe('rgb(255, 255, 255)');
  await tabTo(page, dialog.getByRole('button', { name: 'Fechar' }).last());
  await page.keyboard.press('Enter');
  await dialog.waitFor({ state: 'detached' });
  await expect.poll(() => isFocused(opener)).toBe(true);
});

test('a dialog opened from a menu (Redefinir senha) gives the focus back to the menu’s button', async ({ loginAs }) => {
  const { page } = await loginAs('admin');
  const { user } = await registerViaApi({ name: `Teclado ${crypto.randomBytes(3).toString('hex')}` });
  await page.goto('/admin/usuarios');
  const filter = page.getByRole('search').getByLabel('Nome');
  await filter.fill(user.name);
  await filter.press('Enter');
  const toggle = page.getByRole('button', { name: `Mais ações de ${user.name}` });
  await toggle.waitFor();
  await tabTo(page, toggle);
  await page.keyboard.press('Enter');
  const item = page.getByRole('button', { name: 'Redefinir senha' });
  await item.waitFor();
  await tabTo(page, item);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Redefinir Senha' });
  await dialog.waitFor();
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
  await expect.poll(() => isFocused(toggle), { message: 'focus back on the menu button' }).toBe(true);
});

test('the admin menu drawer on a phone: opened with Enter, focus inside, Escape closes it back on “Menu”', async ({ loginAs }) => {
  const { page } = await loginAs('admin');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/admin/eventos');
  await expectKeyboardDialog(page, {
    opener: page.getByRole('button', { name: 'Menu', exact: true }),
    dialog: page.getByRole('dialog', { name: 'Menu de administração' }),
  });
});
