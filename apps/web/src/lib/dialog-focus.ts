import { useEffect } from 'react';

/** react-bootstrap's Modal or Offcanvas (the admin menu's drawer), both rendered at the end of <body> while open. */
const DIALOG = '[role="dialog"]';
const OPEN_DIALOG = '[role="dialog"].show';
const FOCUSABLE = 'a[href], button, input, select, textarea, [tabindex], [contenteditable="true"]';

/** Where Tab stops inside `root`, in order: enabled, shown, not tabindex -1; one radio per group (the checked one). */
export function tabStops(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => {
    if (el.tabIndex < 0 || (el as HTMLButtonElement).disabled) return false;
    if (el instanceof HTMLInputElement && el.type === 'hidden') return false;
    // Browsers without checkVisibility (and jsdom) count every element as shown.
    if (typeof el.checkVisibility === 'function' && !el.checkVisibility({ visibilityProperty: true })) return false;
    if (el instanceof HTMLInputElement && el.type === 'radio' && el.name) {
      const group = [...root.querySelectorAll<HTMLInputElement>('input[type="radio"]')].filter((r) => r.name === el.name);
      return el === (group.find((r) => r.checked) ?? group[0]);
    }
    return true;
  });
}

/**
 * Tab on the dialog's last stop goes to its first, Shift+Tab on its first (or on the dialog
 * itself, where it opens) to its last. react-bootstrap only pulls the focus back once it has left,
 * for a moment, to the page behind or the browser's toolbar, and Shift+Tab could never wrap.
 */
function keepTabInside(event: KeyboardEvent): void {
  if (event.key !== 'Tab' || event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
  const dialogs = document.querySelectorAll<HTMLElement>(OPEN_DIALOG);
  const dialog = dialogs[dialogs.length - 1];
  if (!dialog) return;
  const stops = tabStops(dialog);
  const first = stops[0];
  const last = stops[stops.length - 1];
  const active = document.activeElement;
  if (!first || !last) {
    event.preventDefault();
    dialog.focus();
  } else if (!dialog.contains(active)) {
    event.preventDefault();
    (event.shiftKey ? last : first).focus();
  } else if (event.shiftKey && (active === first || active === dialog)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}

/**
 * After a dialog closes, react-bootstrap gives the focus back to what opened it. When that is gone
 * (the row whose Excluir opened it was deleted) the focus would fall to the start of the page: it
 * goes to the screen's main heading instead, where a keyboard or screen reader user carries on.
 * A dialog opened with nothing focused (a projector's Enter) leaves the focus where it was.
 */
function focusHeadingIfOpenerGone(opener: Element | null): void {
  if (!opener || opener.isConnected) return;
  if (document.activeElement && document.activeElement !== document.body) return;
  if (document.querySelector(OPEN_DIALOG)) return;
  const heading = document.querySelector<HTMLElement>('main h1');
  if (!heading) return;
  if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
  heading.focus();
}

/** Keyboard focus around every dialog of the app (WCAG 2.4.3 focus order); installed once, by AppProviders. */
export function useDialogFocus(): void {
  useEffect(() => {
    // The last element focused outside any dialog: what the next dialog is opened from.
    let opener: Element | null = null;
    const onFocusIn = (event: FocusEvent) => {
      if (event.target instanceof Element && !event.target.closest(DIALOG)) opener = event.target;
    };
    const onFocusOut = (event: FocusEvent) => {
      // Focus leaving for nothing (a click on the page's background): no dialog is opened from there.
      if (event.relatedTarget === null && event.target === opener) opener = null;
    };
    const closed = new MutationObserver((records) => {
      const removed = records.some((r) => [...r.removedNodes].some((node) => node instanceof HTMLElement && node.matches(DIALOG)));
      // After react-bootstrap's own attempt to give the focus back, which runs right after the removal.
      if (removed) setTimeout(() => focusHeadingIfOpenerGone(opener), 0);
    });
    document.addEventListener('keydown', keepTabInside);
    document.addEventListener('focusin', onFocusIn);
    document.addEventListener('focusout', onFocusOut);
    closed.observe(document.body, { childList: true });
    return () => {
      document.removeEventListener('keydown', keepTabInside);
      document.removeEventListener('focusin', onFocusIn);
      document.removeEventListener('focusout', onFocusOut);
      closed.disconnect();
    };
  }, []);
}
