/** Every localStorage key the app uses (spec §3 "Local storage"), so none is spelled twice. */
export const storageKeys = {
  token: 'token',
  user: 'user',
  hasVisited: 'has_visited',
  affiliateCode: 'affiliate_code',
  affiliateSessionId: 'affiliate_session_id',
  checkout: 'checkout_data',
  /** The PIX being paid: a phone that leaves for the bank app and reloads the tab still shows it. */
  pendingPix: 'pending_pix',
  theme: 'theme',
  sidebarCollapsed: 'sidebar_collapsed',
  bigScreenColors: 'big_screen_colors',
  bigScreenColorHistory: 'big_screen_color_history',
  /** The telão calls each ball aloud ('1') or not. */
  bigScreenVoice: 'big_screen_voice',
  /** The least seconds each ball stays on the telão (decisions.md §14). */
  bigScreenBallSeconds: 'big_screen_ball_seconds',
  /** The buyer's Sorteio: '1' when "Falta 1" and "BINGO!" should neither sound nor vibrate. */
  liveAlertsMuted: 'live_alerts_muted',
  /**
   * The round panel's balls not yet stored by the server, with their Idempotency-Keys: a reload or
   * a crash while the Wi-Fi is down loses none (docs/decisions/023).
   */
  drawQueue: (roundId: number) => `draw_queue_${roundId}`,
  /**
   * The user's last render of a page the entry draws before the code arrives (docs/decisions/048);
   * gone at logout with everything else (spec §9).
   */
  pageSnapshot: 'page_snapshot',
} as const;

/**
 * sessionStorage keys: this tab's own, gone with it. The round panel's id says which panel sends a
 * ball, so only the one holding the round's control draws (decisions.md §14).
 */
export const sessionKeys = {
  drawPanel: (roundId: number) => `draw_panel_${roundId}`,
} as const;

export function readSession(key: string): string | null {
  try {
    return window.sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeSession(key: string, value: string): void {
  try {
    window.sessionStorage.setItem(key, value);
  } catch {
    // The tab then gets a new panel id on reload, and takes control again if it must.
  }
}

/** localStorage can throw (private mode, quota, disabled storage): the app must keep working. */
export function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStorage(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Nothing to do: the value simply won't survive a reload.
  }
}

export function removeStorage(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // Same as above.
  }
}

export function clearStorage(): void {
  try {
    window.localStorage.clear();
  } catch {
    // Same as above.
  }
}
