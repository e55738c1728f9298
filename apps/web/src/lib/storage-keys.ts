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
} as const;

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
