import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void) {
  document.addEventListener('fullscreenchange', onChange);
  return () => document.removeEventListener('fullscreenchange', onChange);
}

const isFullscreen = () => document.fullscreenElement !== null && document.fullscreenElement !== undefined;

/** Whether the page fills the screen, and a toggle (the browser may refuse: nothing to do then). */
export function useFullscreen(): [boolean, () => void] {
  const active = useSyncExternalStore(subscribe, isFullscreen, () => false);
  const toggle = () => {
    const request = isFullscreen() ? document.exitFullscreen?.() : document.documentElement.requestFullscreen?.();
    request?.catch(() => {});
  };
  return [active, toggle];
}
