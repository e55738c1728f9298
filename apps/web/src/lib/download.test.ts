import { describe, expect, it } from 'vitest';
import { signIn, admin } from '../test/helpers';
import { routeFetch } from '../test/route-fetch';
import { downloadFile, filenameFrom, formatBytes } from './download';

function streamed(chunks: number[]): Response {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const size of chunks) controller.enqueue(new Uint8Array(size).fill(37));
      controller.close();
    },
  });
  return new Response(body, {
    headers: { 'content-type': 'application/pdf', 'content-disposition': 'attachment; filename="lote-Paroquia.pdf"' },
  });
}

describe('downloadFile', () => {
  it('reads the body chunk by chunk, reporting the bytes so far, with the Bearer token', async () => {
    signIn(admin, 'tok');
    const fetchMock = routeFetch({ 'GET /api/cards/pdf-by-batch/3': () => streamed([1000, 2000, 500]) });
    const progress: number[] = [];
    const file = await downloadFile('/cards/pdf-by-batch/3', { onProgress: (n) => progress.push(n), fallbackName: 'x.pdf' });
    expect(progress).toEqual([1000, 3000, 3500]);
    expect(file.filename).toBe('lote-Paroquia.pdf');
    expect(file.blob.size).toBe(3500);
    expect(file.blob.type).toBe('application/pdf');
    expect((fetchMock.mock.calls[0]?.[1]?.headers as Record<string, string>).Authorization).toBe('Bearer tok');
  });

  it("fails with the server's text when the answer is an error", async () => {
    routeFetch({ 'GET /api/cards/pdf-by-batch/4': new Response('{"error":"Lote não encontrado."}', { status: 404 }) });
    await expect(downloadFile('/cards/pdf-by-batch/4', { fallbackName: 'x.pdf' })).rejects.toThrow('Lote não encontrado.');
  });
});

describe('filenameFrom', () => {
  it('reads filename* first, then a quoted or bare filename', () => {
    expect(filenameFrom(`attachment; filename="a.pdf"; filename*=UTF-8''lote-S%C3%A3o.pdf`)).toBe('lote-São.pdf');
    expect(filenameFrom('attachment; filename="lote-A.pdf"')).toBe('lote-A.pdf');
    expect(filenameFrom('attachment; filename=lote-B.pdf')).toBe('lote-B.pdf');
    expect(filenameFrom('attachment')).toBeNull();
    expect(filenameFrom(null)).toBeNull();
  });
});

describe('formatBytes', () => {
  it('shows KB under a megabyte and MB with one decimal, in pt-BR', () => {
    expect(formatBytes(0)).toBe('0 KB');
    expect(formatBytes(655_360)).toBe('640 KB');
    expect(formatBytes(1.2 * 1024 * 1024)).toBe('1,2 MB');
  });
});
