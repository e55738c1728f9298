import { onFirstUse } from '@bingo/core';
import { apiFetch } from './api-client';

/** A file received from the API, ready to be saved. */
export interface DownloadedFile {
  blob: Blob;
  filename: string;
}

interface Options {
  /** Bytes received so far, after each chunk: a streamed answer has no total to show. */
  onProgress?: (bytes: number) => void;
  /** Used when the server names no file. */
  fallbackName: string;
  signal?: AbortSignal;
}

/**
 * GET a file through the API client (so the Bearer token, error texts and session rules are the
 * usual ones), reading the body chunk by chunk: a batch PDF is drawn while it is sent and can take
 * a while, and the screen shows how much has arrived.
 */
export async function downloadFile(path: string, { onProgress, fallbackName, signal }: Options): Promise<DownloadedFile> {
  const response = await apiFetch(path, { signal, headers: { Accept: '*/*' } });
  const type = response.headers.get('content-type') ?? 'application/octet-stream';
  const filename = filenameFrom(response.headers.get('content-disposition')) ?? fallbackName;
  if (!response.body) {
    const blob = await response.blob();
    onProgress?.(blob.size);
    return { blob, filename };
  }
  const reader = response.body.getReader();
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value as Uint8Array<ArrayBuffer>);
    received += value.byteLength;
    onProgress?.(received);
  }
  return { blob: new Blob(chunks, { type }), filename };
}

/** The file name of a Content-Disposition header (RFC 6266: filename* wins over filename). */
export function filenameFrom(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      // A malformed escape: fall back to the plain filename.
    }
  }
  const plain = /filename\s*=\s*(?:"([^"]*)"|([^;]+))/.exec(header);
  const name = (plain?.[1] ?? plain?.[2])?.trim();
  return name || null;
}

/** Hands a received file to the browser's downloads, under the server's name. */
export function saveFile({ blob, filename }: DownloadedFile): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoking at once can cancel the download in some browsers; a minute later it has started.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

const whole = onFirstUse(() => new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 0 }));
const oneDecimal = onFirstUse(() => new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 1, maximumFractionDigits: 1 }));

/** '640 KB', '1,2 MB': how much of a download has arrived. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024 * 1024) {
    return `${whole().format(Math.ceil(bytes / 1024))} KB`;
  }
  return `${oneDecimal().format(bytes / (1024 * 1024))} MB`;
}
