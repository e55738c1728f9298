/**
 * A page drawn before the app's code (by the server, docs/decisions/041 and 042, or by the entry,
 * 048 and 049) looks ready, but its buttons do nothing until React has drawn the page again. The
 * last button tapped meanwhile is remembered, and once React's page has taken the drawn one's place
 * the same button (same text and title, the same one of its kind) is pressed: on a slow phone a tap
 * in the first second is not lost. Links need nothing: the browser follows them.
 */
export function replayTapOnceDrawn(container: HTMLElement, waitMs = 15_000): void {
  const drawn = container.firstElementChild;
  if (!drawn) return;
  let tapped: { key: string; nth: number } | null = null;
  const onClick = (event: Event) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (!button || button.disabled || !drawn.contains(button)) return;
    const key = keyOf(button);
    tapped = { key, nth: buttonsLike(drawn, key).indexOf(button) };
  };
  const stop = () => {
    container.removeEventListener('click', onClick, true);
    observer.disconnect();
    clearTimeout(timer);
  };
  const observer = new MutationObserver(() => {
    if (drawn.isConnected) return;
    stop();
    if (tapped) buttonsLike(container, tapped.key)[tapped.nth]?.click();
  });
  container.addEventListener('click', onClick, true);
  observer.observe(container, { childList: true });
  const timer = setTimeout(stop, waitMs);
}

function keyOf(button: HTMLButtonElement): string {
  return `${button.title}|${(button.textContent ?? '').trim()}`;
}

function buttonsLike(root: Element, key: string): HTMLButtonElement[] {
  return [...root.querySelectorAll('button')].filter((button) => !button.disabled && keyOf(button) === key);
}
