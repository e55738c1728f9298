import type { ColorSlot } from './color-slot';

interface Props<K extends string> {
  slots: readonly ColorSlot<K>[];
  colors: Record<K, string>;
  selected: K;
  onSelect: (key: K) => void;
}

/** The colours as one radio group: arrow keys move between them, as in any radio group. */
export function ColorSlotList<K extends string>({ slots, colors, selected, onSelect }: Props<K>) {
  return (
    <fieldset className="color-slots">
      <legend className="form-label fw-semibold fs-6">Qual cor alterar</legend>
      {slots.map((slot) => {
        const id = `color-slot-${slot.key}`;
        return (
          <div key={slot.key}>
            <input
              type="radio"
              className="btn-check"
              name="color-slot"
              id={id}
              checked={selected === slot.key}
              onChange={() => onSelect(slot.key)}
            />
            <label className="btn py-1 color-slots__option" htmlFor={id}>
              <span className="color-slots__swatch" style={{ background: colors[slot.key] }} aria-hidden="true" />
              {slot.label}
            </label>
          </div>
        );
      })}
    </fieldset>
  );
}
