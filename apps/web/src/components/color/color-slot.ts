/** One colour a screen lets the operator choose (the big screen has eight, Foguetinho four). */
export interface ColorSlot<K extends string = string> {
  key: K;
  label: string;
  /** 'fill' may be a CSS gradient; 'text' must be a plain colour (CSS text cannot be a gradient). */
  kind: 'fill' | 'text';
  fallback: string;
}
