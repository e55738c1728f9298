import { chromium, type Browser } from 'playwright-core';
import { run } from './provided';

let connected: Promise<Browser> | null = null;

/** This test file's connection to the run's single Chromium. */
export function browser(): Promise<Browser> {
  connected ??= chromium.connect(run().wsEndpoint);
  return connected;
}

export async function disconnectBrowser(): Promise<void> {
  if (!connected) return;
  const b = await connected;
  connected = null;
  await b.close();
}
