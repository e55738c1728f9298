import { useEffect, useRef } from 'react';
import ColorPicker from 'react-best-gradient-color-picker';
import { useTheme } from '../../../../lib/theme';

interface Props {
  value: string;
  onChange: (value: string) => void;
  /** Text colours cannot be gradients in CSS: their picker offers solid colours only. */
  gradients: boolean;
  presets: string[];
}

// The picker labels its number boxes with a bare letter in a div: give each box a real name.
const INPUT_NAMES: Record<string, string> = {
  HEX: 'Hexadecimal',
  R: 'Vermelho (0 a 255)',
  G: 'Verde (0 a 255)',
  B: 'Azul (0 a 255)',
  A: 'Opacidade (0 a 100)',
  H: 'Matiz',
  S: 'Saturação',
  L: 'Luminosidade',
  V: 'Brilho',
  C: 'Ciano',
  M: 'Magenta',
  Y: 'Amarelo',
  K: 'Preto',
};

/**
 * react-best-gradient-color-picker, in its own lazily loaded module: its code (and the
 * html2canvas of its eye dropper) is fetched only when the colour dialog opens.
 */
export default function ColorPickerPanel({ value, onChange, gradients, presets }: Props) {
  const [theme] = useTheme();
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // Runs after every render: the picker swaps its inputs when the colour model changes.
    box.current?.querySelectorAll<HTMLInputElement>('input[id^="rbgcp-"]').forEach((input) => {
      const code = /^rbgcp-(\w+)-input/.exec(input.id)?.[1]?.toUpperCase() ?? '';
      const name = INPUT_NAMES[code];
      if (name && input.getAttribute('aria-label') !== name) input.setAttribute('aria-label', name);
    });
  });
  return (
    <div ref={box} className="color-picker-panel">
      <ColorPicker
        value={value}
        onChange={onChange}
        presets={presets}
        hideColorTypeBtns={!gradients}
        hideGradientControls={!gradients}
        disableDarkMode={theme !== 'dark'}
        disableLightMode={theme === 'dark'}
        locales={{ CONTROLS: { SOLID: 'Sólida', GRADIENT: 'Gradiente' } }}
      />
    </div>
  );
}
