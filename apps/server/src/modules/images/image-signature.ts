import type { ImageMimeType } from '@bingo/core';

interface Signature {
  mime: ImageMimeType;
  extension: string;
  matches: (bytes: Buffer) => boolean;
}

const startsWith = (bytes: Buffer, prefix: readonly number[], at = 0) =>
  bytes.length >= at + prefix.length && prefix.every((b, i) => bytes[at + i] === b);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

// The file's name and the browser's declared type are whatever the sender says; only the first
// bytes tell what a browser will actually decode. SVG is deliberately absent: it can carry script.
const signatures: Signature[] = [
  { mime: 'image/png', extension: 'png', matches: (b) => startsWith(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) },
  { mime: 'image/jpeg', extension: 'jpg', matches: (b) => startsWith(b, [0xff, 0xd8, 0xff]) },
  { mime: 'image/gif', extension: 'gif', matches: (b) => startsWith(b, ascii('GIF87a')) || startsWith(b, ascii('GIF89a')) },
  { mime: 'image/webp', extension: 'webp', matches: (b) => startsWith(b, ascii('RIFF')) && startsWith(b, ascii('WEBP'), 8) },
];

/** The image type of these bytes (png, jpeg, gif or webp), or null for anything else. */
export function detectImageType(bytes: Buffer): { mime: ImageMimeType; extension: string } | null {
  const found = signatures.find((s) => s.matches(bytes));
  return found ? { mime: found.mime, extension: found.extension } : null;
}
