import { useState } from 'react';
import { type BigScreenColors, type ColorKey, DEFAULT_COLORS, loadColors, saveColors } from './big-screen-colors';

/** The big screen's colours: read once from this browser, saved on every change. */
export function useBigScreenColors() {
  const [colors, setColors] = useState<BigScreenColors>(loadColors);

  const update = (next: BigScreenColors) => {
    setColors(next);
    saveColors(next);
  };

  return {
    colors,
    setColor: (key: ColorKey, value: string) => update({ ...colors, [key]: value }),
    reset: () => update({ ...DEFAULT_COLORS }),
  };
}
