import type { GalleryImage } from '@bingo/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { toast } from 'react-toastify';
import { admin, jsonResponse, markVisited, renderApp, signIn } from '../../../test/helpers';
import { failingList } from '../../../test/list-retry';

// Failures reach the toast through the query client's error handler: watch the toast itself.
let toastError: MockInstance;

const logo: GalleryImage = {
  id: 4,
  url: '/uploads/0123456789abcdef0123456789abcdef.png',
  alt_text: 'Logotipo da Padaria',
  tag: 'sponsor',
  mime_type: 'image/png',
  size: 8200,
  banner_position: null,
  created_at: '2026-03-01T12:00:00.000Z',
};
/** Pictures of the parish's nights, the first `chosen` of them already in the dashboard's carousel (in reverse order). */
const pictures = (count: number, chosen: number): GalleryImage[] =>
  Array.from({ length: count }, (_, i) => ({
    ...logo,
    id: 10 + i,
    url: `/uploads/${String(i).padStart(32, 'a')}.png`,
    alt_text: `Foto ${i + 1}`,
    tag: null,
    banner_position: i < chosen ? chosen - i : null,
  }));
const bannersPut = (fetchMock: Awaited<ReturnType<typeof openGallery>>) =>
  callsTo(fetchMock, 'PUT').map(([url, init]) => [url, JSON.parse(String(init?.body))]);

/** Answers the gallery's calls by method and path; anything else is an unknown route. */
async function openGallery(routes: Record<string, Response | (() => Response)>) {
  markVisited();
  signIn(admin);
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const answer = routes[`${init?.method ?? 'GET'} ${String(input)}`];
    if (!answer) return jsonResponse(404, { error: 'Rota não encontrada.' });
    return answer instanceof Response ? answer.clone() : answer();
  });
  vi.stubGlobal('fetch', fetchMock);
  renderApp('/admin/imagens');
  await screen.findByRole('heading', { name: 'Galeria' });
  return fetchMock;
}
const callsTo = (fetchMock: Awaited<ReturnType<typeof openGallery>>, method: string) =>
  fetchMock.mock.calls.filter(([, init]) => (init?.method ?? 'GET') === method);

describe('Galeria', () => {
  beforeEach(() => {
    toastError = vi.spyOn(toast, 'error'); // per test: the config restores mocks after each one
    URL.createObjectURL = vi.fn(() => 'blob:preview');
    URL.revokeObjectURL = vi.fn();
  });

  it('shows the images with their alternative text, served under /api', async () => {
    await openGallery({ 'GET /api/admin/images': jsonResponse(200, [logo]) });
    const image = await screen.findByRole('img', { name: 'Logotipo da Padaria' });
    expect(image.getAttribute('src')).toBe('/api/uploads/0123456789abcdef0123456789abcdef.png');
    expect(screen.getByText('Patrocinador')).toBeTruthy();
  });

  it('says "Erro ao carregar imagens" when the list fails, and "Tentar novamente" reads it again', async () => {
    const list = failingList(() => jsonResponse(200, [logo]));
    const fetchMock = await openGallery({ 'GET /api/admin/images': list.answer });
    await list.retry('Erro ao carregar imagens');
    expect(await screen.findByRole('img', { name: 'Logotipo da Padaria' })).toBeTruthy();
    expect(callsTo(fetchMock, 'GET').filter(([url]) => String(url) === '/api/admin/images').length).toBeGreaterThan(1);
  });

  it('asks for a file before sending anything', async () => {
    const fetchMock = await openGallery({ 'GET /api/admin/images': jsonResponse(200, []) });
    await screen.findByText('Nenhuma imagem enviada ainda.');
    fireEvent.click(screen.getByRole('button', { name: 'Enviar imagem' }));
    expect(await screen.findByText('Selecione uma imagem.')).toBeTruthy();
    expect(callsTo(fetchMock, 'POST')).toHaveLength(0);
  });

  it("sends the file as multipart with its text, and shows the server's refusal", async () => {
    const refusal = 'Formato de imagem não suportado. Envie um arquivo PNG, JPEG, WebP ou GIF.';
    const fetchMock = await openGallery({
      'GET /api/admin/images': jsonResponse(200, []),
      'POST /api/admin/images': jsonResponse(415, { error: refusal }),
    });
    await screen.findByText('Nenhuma imagem enviada ainda.');
    const file = new File(['não é imagem'], 'foto.png', { type: 'image/png' });
    fireEvent.change(screen.getByLabelText('Imagem'), { target: { files: [file] } });
    fireEvent.change(screen.getByLabelText('Texto alternativo'), { target: { value: 'Banner' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enviar imagem' }));

    await waitFor(() => expect(toastError).toHaveBeenCalledWith(refusal, expect.anything()));
    const [url, init] = callsTo(fetchMock, 'POST')[0]!;
    expect(url).toBe('/api/admin/images');
    const body = init?.body as FormData;
    expect(body.get('image')).toBe(file);
    expect(body.get('alt_text')).toBe('Banner');
    expect((init?.headers as Record<string, string>)['Content-Type']).toBeUndefined();
  });

  it('deletes after "Deseja realmente excluir esta imagem?", and shows why when refused', async () => {
    const inUse = 'Esta imagem é o logotipo de um patrocinador e não pode ser excluída.';
    const fetchMock = await openGallery({
      'GET /api/admin/images': jsonResponse(200, [logo]),
      'DELETE /api/admin/images/4': jsonResponse(409, { error: inUse }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Excluir imagem Logotipo da Padaria' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText('Deseja realmente excluir esta imagem?')).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: 'Excluir' }));

    await waitFor(() => expect(toastError).toHaveBeenCalledWith(inUse, expect.anything()));
    expect(callsTo(fetchMock, 'DELETE')[0]?.[0]).toBe('/api/admin/images/4');
  });
});

describe('Banners do painel (docs/decisions/013)', () => {
  beforeEach(() => {
    toastError = vi.spyOn(toast, 'error');
  });

  it('lists the chosen pictures in carousel order and adds one at the end with "Usar no painel"', async () => {
    const fetchMock = await openGallery({
      'GET /api/admin/images': jsonResponse(200, pictures(3, 2)),
      'PUT /api/admin/dashboard-banners': jsonResponse(200, []),
    });
    const card = within(await screen.findByRole('region', { name: 'Banners do painel' }));
    expect(card.getByText('2 de 5')).toBeTruthy();
    // Foto 2 has position 1, Foto 1 position 2.
    expect(card.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      expect.stringContaining('Foto 2'),
      expect.stringContaining('Foto 1'),
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Usar no painel: "Foto 3"' }));
    await waitFor(() => expect(bannersPut(fetchMock)).toEqual([['/api/admin/dashboard-banners', { image_ids: [11, 10, 12] }]]));
  });

  it('moves a picture up and takes one out, sending the whole new order', async () => {
    const fetchMock = await openGallery({
      'GET /api/admin/images': jsonResponse(200, pictures(3, 3)),
      'PUT /api/admin/dashboard-banners': jsonResponse(200, []),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Mover "Foto 1" para cima' }));
    await waitFor(() => expect(bannersPut(fetchMock)).toHaveLength(1));
    fireEvent.click(await screen.findByRole('button', { name: 'Tirar "Foto 3" do painel' }));
    await waitFor(() => expect(bannersPut(fetchMock)).toHaveLength(2));
    expect(bannersPut(fetchMock).map(([, body]) => body)).toEqual([{ image_ids: [12, 10, 11] }, { image_ids: [11, 10] }]);
  });

  it('offers no sixth picture once five are chosen, and says the shipped art shows while none is', async () => {
    await openGallery({ 'GET /api/admin/images': jsonResponse(200, pictures(6, 5)) });
    const sixth = await screen.findByRole('button', { name: 'Usar no painel: "Foto 6"' });
    expect(sixth.hasAttribute('disabled')).toBe(true);
    expect(sixth.textContent).toContain('Painel cheio');
  });

  it('says the dashboard shows the sample art while no picture is chosen', async () => {
    await openGallery({ 'GET /api/admin/images': jsonResponse(200, pictures(2, 0)) });
    expect(await screen.findByText('Nenhuma imagem escolhida: o painel mostra as artes de exemplo.')).toBeTruthy();
  });
});
