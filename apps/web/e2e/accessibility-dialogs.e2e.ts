import crypto from 'node:crypto';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import { storageKeys } from '../src/lib/storage-keys';
import { A11yReport, settle } from './support/a11y';
import { api, loginViaApi, registerViaApi, type Session } from './support/api';
import { test } from './support/fixtures';
import { run } from './support/provided';
import { uploadPng } from './support/uploads';

// Accessibility with the dialogs open: every modal of the app (and the admin menu's drawer on a
// phone), in both themes, and the form dialogs again showing their validation messages. axe looks
// only inside the open dialog: the screens behind are checked by accessibility.e2e.ts. Each dialog
// component is checked in both themes; its other uses (marked `again`) in light mode only. The
// colour dialogs of Telão and Foguetinho and the remove-ball confirmation need a running round:
// they are in accessibility-live.e2e.ts.

const THEMES = ['light', 'dark'] as const;
type Theme = (typeof THEMES)[number];

const tag = crypto.randomBytes(3).toString('hex');
const names = {
  event: `Bingo dos Diálogos ${tag}`,
  sponsor: `Padaria dos Diálogos ${tag}`,
  image: `Logo dos Diálogos ${tag}`,
  batch: `Lote dos Diálogos ${tag}`,
  coupon: `DIALOGO${tag.toUpperCase()}`,
  user: `Pessoa dos Diálogos ${tag}`,
};

let admin: Session;
const made = { eventId: 0, sponsorId: 0, batchId: 0, couponId: 0, barcode: '' };

beforeAll(async () => {
  admin = await loginViaApi(run().admin.email, run().admin.password);
  const token = admin.token;
  // Batches need an event still open: this one is closed again in afterAll.
  const event = await api<{ id: number }>(
    'POST',
    '/events',
    { name: names.event, start_date: new Date().toISOString(), rounds_count: 1 },
    token,
  );
  made.eventId = event.id;
  await api('POST', `/events/${event.id}/rounds`, { prize: 'Cesta dos Diálogos' }, token);
  const batch = await api<{ id: number }>(
    'POST',
    '/card-batches',
    { name: names.batch, user_id: admin.user.id, amount: 1, event_id: event.id },
    token,
  );
  made.batchId = batch.id;
  const cards = await api<{ items: { barcode: string }[] }>('GET', `/cards/all?lote=${encodeURIComponent(names.batch)}`, undefined, token);
  made.barcode = cards.items[0]!.barcode;
  const imageId = await uploadPng(token, names.image);
  const sponsor = await api<{ id: number }>(
    'POST',
    '/admin/sponsors',
    { name: names.sponsor, image_id: imageId, event_id: event.id },
    token,
  );
  made.sponsorId = sponsor.id;
  await api('POST', `/admin/sponsors/${sponsor.id}/numbers`, { numbers: [3, 33] }, token);
  const coupon = await api<{ id: number }>(
    'POST',
    '/cupons',
    { codigo: names.coupon, tipo: 'percentual', valor: 10, quantidade: 5 },
    token,
  );
  made.couponId = coupon.id;
  await registerViaApi({ name: names.user });
});

afterAll(async () => {
  if (!admin) return;
  const token = admin.token;
  await api('PATCH', `/events/${made.eventId}/status`, { status: 'finalizado' }, token).catch(() => {});
  await api('DELETE', `/cupons/${made.couponId}`, undefined, token).catch(() => {});
  await api('DELETE', `/admin/sponsors/${made.sponsorId}`, undefined, token).catch(() => {});
  await api('DELETE', `/card-batches/${made.batchId}`, undefined, token).catch(() => {});
});

interface DialogCase {
  /** The dialog's accessible name: every dialog must have one. */
  name: string;
  open: (page: Page) => Promise<void>;
  /** Its submit button: pressed with the form empty or invalid, so the error messages are checked too. */
  invalidSubmit?: string;
  /**
   * Another use of a dialog component checked in both themes (the same ConfirmDialog serves eight
   * screens, a form modal edits what it creates): checked in light mode only, to keep the run short.
   */
  again?: true;
}

interface Screen {
  path: () => string;
  /** Waits for (or brings) on the screen what its dialogs are opened from. */
  prepare?: (page: Page) => Promise<void>;
  dialogs: DialogCase[];
}

const click = (name: string) => (page: Page) => page.getByRole('button', { name, exact: true }).click();
const menuItem = (user: string, item: string) => async (page: Page) => {
  await click(`Mais ações de ${user}`)(page);
  await click(item)(page);
};
const shows = (text: string) => (page: Page) => page.getByText(text).first().waitFor();

/** Chooses this file's event on a screen that shows one event at a time (Patrocinadores). */
const chooseEvent = async (page: Page) => {
  await page.getByLabel('Evento', { exact: true }).selectOption(String(made.eventId));
};

/** Types into the screen's Nome filter and presses Enter, so the row wanted is on the first page. */
const filterByName = (name: string) => async (page: Page) => {
  const box = page.getByRole('search').getByLabel('Nome');
  await box.fill(name);
  await box.press('Enter');
  await page.getByRole('row').filter({ hasText: name }).waitFor();
};

const ADMIN_SCREENS: Screen[] = [
  {
    path: () => '/admin/eventos',
    prepare: shows(names.event),
    dialogs: [
      { name: 'Novo evento', open: click('Novo evento'), invalidSubmit: 'Cadastrar' },
      { name: 'Editar evento', open: click(`Editar ${names.event}`), again: true },
      { name: 'Excluir evento', open: click(`Excluir ${names.event}`) },
    ],
  },
  {
    path: () => `/admin/eventos/${made.eventId}/rodadas`,
    prepare: shows('Cesta dos Diálogos'),
    dialogs: [{ name: 'Excluir rodada', open: click('Excluir a rodada #1'), again: true }],
  },
  {
    path: () => '/admin/patrocinadores',
    prepare: async (page) => {
      await chooseEvent(page);
      await filterByName(names.sponsor)(page);
    },
    dialogs: [
      { name: 'Copiar patrocinadores de outro evento', open: click('Copiar patrocinadores de outro evento') },
      { name: 'Cadastro / Edição de Patrocinador', open: click('Novo Patrocinador'), invalidSubmit: 'Cadastrar' },
      { name: 'Cadastro / Edição de Patrocinador', open: click(`Editar Info de ${names.sponsor}`), again: true },
      { name: 'Editar Números do Patrocinador', open: click(`Editar Números de ${names.sponsor}`) },
      { name: 'Imagem do Patrocinador', open: click(`Preview de ${names.sponsor}`) },
      { name: 'Excluir patrocinador', open: click(`Excluir de ${names.sponsor}`), again: true },
    ],
  },
  {
    path: () => '/admin/imagens',
    dialogs: [{ name: 'Excluir imagem', open: click(`Excluir imagem ${names.image}`), again: true }],
  },
  {
    path: () => '/admin/cartelas',
    dialogs: [{ name: 'Excluir lote', open: click(`Excluir lote ${names.batch}`), again: true }],
  },
  {
    path: () => '/admin/cartelas/fisicas',
    dialogs: [
      {
        name: 'Cadastro de Informações',
        // As at a volunteer's table: the barcode read by a scanner (digits, then Enter).
        open: async (page) => {
          const box = page.getByRole('search').getByLabel('Código de barras');
          await box.pressSequentially(made.barcode);
          await box.press('Enter');
        },
        invalidSubmit: 'Salvar',
      },
    ],
  },
  {
    path: () => '/admin/cupons',
    prepare: shows(names.coupon),
    dialogs: [
      { name: 'Novo cupom', open: click('Novo cupom'), invalidSubmit: 'Cadastrar' },
      { name: 'Editar cupom', open: click(`Editar ${names.coupon}`), again: true },
      { name: `Cupom ${names.coupon}`, open: click(`Compras ${names.coupon}`) },
      { name: 'Excluir cupom', open: click(`Excluir ${names.coupon}`), again: true },
    ],
  },
  {
    path: () => '/admin/usuarios',
    prepare: filterByName(names.user),
    dialogs: [
      { name: 'Novo Usuário', open: click('Novo Usuário'), invalidSubmit: 'Cadastrar' },
      { name: 'Editar Usuário', open: click(`Editar ${names.user}`), again: true },
      { name: 'Redefinir Senha', open: menuItem(names.user, 'Redefinir senha'), invalidSubmit: 'Salvar' },
      { name: 'Excluir usuário', open: menuItem(names.user, 'Excluir'), again: true },
    ],
  },
];

const PUBLIC_SCREENS: Screen[] = [
  { path: () => '/login', dialogs: [{ name: 'Esqueci minha senha', open: click('Esqueci minha senha'), invalidSubmit: 'Enviar link' }] },
  { path: () => '/register', dialogs: [{ name: 'Termos de Adesão', open: click('Termos de Adesão') }] },
];

const OPEN_DIALOG = '[role="dialog"].show';

/** Opens each dialog of each screen, runs axe inside it (and again with its errors shown), closes it with Escape. */
async function checkDialogs(page: Page, screens: Screen[], theme: Theme, report: A11yReport, width = 1280): Promise<void> {
  // No fades to wait for (Bootstrap honours reduced motion): axe sees each dialog's final colours at once.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  for (const screen of screens) {
    await page.goto(screen.path());
    await screen.prepare?.(page);
    await settle(page, { fadeMs: 0 });
    for (const dialog of screen.dialogs) {
      if (dialog.again && theme === 'dark') continue;
      const label = `dialog '${dialog.name}' on ${screen.path()} (${theme}, ${width} px)`;
      await dialog.open(page);
      const open = page.getByRole('dialog', { name: dialog.name, exact: true });
      await open.waitFor();
      await settle(page, { fadeMs: 0 });
      await report.check(page, label, { include: OPEN_DIALOG });
      if (dialog.invalidSubmit) {
        await open.getByRole('button', { name: dialog.invalidSubmit, exact: true }).click();
        await open.locator('.invalid-feedback, .alert-danger').first().waitFor();
        await report.check(page, `${label} with its validation messages`, { include: OPEN_DIALOG });
      }
      await page.keyboard.press('Escape');
      await open.waitFor({ state: 'detached' });
    }
  }
}

test.for(THEMES)('axe: the admin dialogs, open, in %s mode', async (theme, { loginAs }) => {
  const { page } = await loginAs('admin', { localStorage: { [storageKeys.theme]: theme } });
  const report = new A11yReport();
  await checkDialogs(page, ADMIN_SCREENS, theme, report);

  // On a phone the admin menu is a drawer, and the form dialogs take the whole screen.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/admin/cupons');
  await settle(page, { fadeMs: 0 });
  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  await page.getByRole('dialog', { name: 'Menu de administração' }).waitFor();
  await settle(page, { fadeMs: 0 });
  await report.check(page, `admin menu drawer (${theme}, 390 px)`, { include: OPEN_DIALOG });
  await page.keyboard.press('Escape');
  const couponForm = { name: 'Novo cupom', open: click('Novo cupom'), invalidSubmit: 'Cadastrar' };
  await checkDialogs(page, [{ path: () => '/admin/cupons', dialogs: [couponForm] }], theme, report, 390);
  expect(report.list, report.list.join('\n\n')).toEqual([]);
});

test.for(THEMES)('axe: the sign-in and sign-up dialogs, open, in %s mode', async (theme, { newBrowserContext }) => {
  const page = await (await newBrowserContext({ localStorage: { [storageKeys.theme]: theme } })).newPage();
  const report = new A11yReport();
  await checkDialogs(page, PUBLIC_SCREENS, theme, report);
  expect(report.list, report.list.join('\n\n')).toEqual([]);
});
