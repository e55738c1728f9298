import { useEffect, useRef } from 'react';
import ColorPicker from 'react-best-gradient-color-picker';
import { useTheme } from '../../lib/theme';

interface Props {
  value: string;
  onChange: (value: string) => void;
  /** Text colours cannot be gradients in CSS: their picker offers solid colours only. */
  gradients: boolean;
  presets: string[];
}

// The picker's number boxes are labelled by a bare letter in a div, and its handles are unnamed
// role="button" divs: give each a pt-BR accessible name, matched by the picker's own element ids
// (in dark mode they end in '-dark'). Exact ids: the boxes' wrapper divs ('...-input-wrapper')
// must stay unnamed, a name on a plain div being an ARIA error.
const NAMES: [RegExp, string][] = [
  [/^rbgcp-hex-input$/, 'Hexadecimal'],
  [/^rbgcp-R-input$/, 'Vermelho (0 a 255)'],
  [/^rbgcp-G-input$/, 'Verde (0 a 255)'],
  [/^rbgcp-B-input$/, 'Azul (0 a 255)'],
  [/^rbgcp-A-input$/, 'Opacidade (0 a 100)'],
  [/^rbgcp-H-input$/, 'Matiz'],
  [/^rbgcp-S-input$/, 'Saturação'],
  [/^rbgcp-L-input$/, 'Luminosidade'],
  [/^rbgcp-V-input$/, 'Brilho'],
  [/^rbgcp-degree-input$/, 'Ângulo do gradiente (graus)'],
  [/^rbgcp-stop-input$/, 'Posição do ponto do gradiente (%)'],
  [/^rbgcp-hue-handle$/, 'Matiz'],
  [/^rbgcp-advanced-bar-Saturation-(handle|label)$/, 'Saturação'],
  [/^rbgcp-advanced-bar-Lightness-(handle|label)$/, 'Luminosidade'],
  [/^rbgcp-advanced-bar-Brightness-(handle|label)$/, 'Brilho'],
  [/^rbgcp-linear-btn$/, 'Gradiente linear'],
  [/^rbgcp-radial-btn$/, 'Gradiente radial'],
  [/^rbgcp-point-delete-btn$/, 'Remover ponto do gradiente'],
];

// The picker's selected 'Sólida' / 'Gradiente' / 'Linear' button is #568cf5 on white in light mode
// (3.2:1, axe: colour contrast); the theme's primary text colour reads in both modes.
const STYLES = { rbgcpControlBtnSelected: { color: 'var(--bs-primary-text-emphasis)' } };

/**
 * react-best-gradient-color-picker, in its own lazily loaded module: its code (and the
 * html2canvas of its eye dropper) is fetched only when the colour dialog opens.
 */
export default function ColorPickerPanel({ value, onChange, gradients, presets }: Props) {
  const [theme] = useTheme();
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // Runs after every render: the picker swaps its inputs when the colour model changes.
    box.current?.querySelectorAll<HTMLElement>('[id^="rbgcp-"]').forEach((el) => {
      const name = NAMES.find(([pattern]) => pattern.test(el.id.replace(/-dark$/, '')))?.[1];
      if (name && el.getAttribute('aria-label') !== name) el.setAttribute('aria-label', name);
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
        style={STYLES}
      />
    </div>
  );
}
