/**
 * A page drawn before the app's code (by the server, docs/decisions/041 and 042, or by the entry,
 * 048 and 049) looks ready, but its buttons do nothing until React has drawn the page again. The
 * last button tapped meanwhile is remembered, and once React's page has taken the drawn one's place
 * the same button (same text and title, the same one of its kind) is pressed: on a slow phone a tap
 * in the first second is not lost. A checkbox ticks on the drawn page by itself; React draws it
 * anew unticked, so each box tapped an odd number of times is tapped again on React's page, in
 * the same task, before the phone paints. Links need nothing: the browser follows them.
 */
export function replayTapOnceDrawn(container: HTMLElement, waitMs = 15_000): void {
  const drawn = container.firstElementChild;
  if (!drawn) return;
  let button: Tap | null = null;
  const boxes = new Map<string, Tap & { times: number }>();
  const onClick = (event: Event) => {
    const control = event.target instanceof Element ? event.target.closest('button, input[type="checkbox"]') : null;
    if (!(control instanceof HTMLButtonElement || control instanceof HTMLInputElement)) return;
    if (control.disabled || !drawn.contains(control)) return;
    const key = keyOf(control);
    const tap = { key, nth: controlsLike(drawn, key).indexOf(control) };
    if (control instanceof HTMLButtonElement) button = tap;
    else {
      const id = `${tap.key}#${tap.nth}`;
      boxes.set(id, { ...tap, times: (boxes.get(id)?.times ?? 0) + 1 });
    }
  };
  const stop = () => {
    container.removeEventListener('click', onClick, true);
    observer.disconnect();
    clearTimeout(timer);
  };
  const observer = new MutationObserver(() => {
    if (drawn.isConnected) return;
    stop();
    const ticked: Tap[] = [...boxes.values()].filter((box) => box.times % 2 === 1);
    const taps = button ? [...ticked, button] : ticked;
    for (const tap of taps) controlsLike(container, tap.key)[tap.nth]?.click();
  });
  container.addEventListener('click', onClick, true);
  observer.observe(container, { childList: true });
  const timer = setTimeout(stop, waitMs);
}

interface Tap {
  key: string;
  nth: number;
}

/** A button by its title and text; a checkbox by what its label says. */
function keyOf(control: HTMLButtonElement | HTMLInputElement): string {
  if (control instanceof HTMLInputElement) {
    const label = control.getAttribute('aria-label') ?? [...(control.labels ?? [])].map((l) => l.textContent).join(' ');
    return `checkbox|${label.trim()}`;
  }
  return `${control.title}|${(control.textContent ?? '').trim()}`;
}

function controlsLike(root: Element, key: string): (HTMLButtonElement | HTMLInputElement)[] {
  const controls = [...root.querySelectorAll<HTMLButtonElement | HTMLInputElement>('button, input[type="checkbox"]')];
  return controls.filter((control) => !control.disabled && keyOf(control) === key);
}
