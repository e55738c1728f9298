import { useEffect, useRef } from 'react';

interface Actions {
  openColors: () => void;
  toggleFullscreen: () => void;
}

/**
 * A projected screen's keys (spec §2: Telão, Foguetinho): Enter opens the colour dialog, F toggles full screen. Ignored
 * while typing, while a dialog is open, and when Enter is meant for a focused button or link.
 */
export function useProjectorKeys(actions: Actions, enabled: boolean) {
  const latest = useRef(actions);
  useEffect(() => {
    latest.current = actions;
  });

  useEffect(() => {
    if (!enabled) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || event.repeat) return;
      const target = event.target as HTMLElement | null;
      if (target?.closest('input, textarea, select, [contenteditable="true"], [role="dialog"]')) return;
      if (event.key === 'Enter' && !target?.closest('button, a')) {
        event.preventDefault();
        latest.current.openColors();
      } else if (event.key === 'f' || event.key === 'F') {
        event.preventDefault();
        latest.current.toggleFullscreen();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [enabled]);
}
