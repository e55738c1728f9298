/** Debian's Chromium, never a downloaded browser. CHROMIUM_PATH overrides the location. */
export const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/** Needed here: root without a sandbox, no GPU, no network beyond the app under test. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
