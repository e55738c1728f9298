import { FOGUETINHO_LIMIT } from '@bingo/core';
import { Form } from 'react-bootstrap';
import { foguetinhoTexts } from '../foguetinho-texts';

interface Props {
  min: string;
  max: string;
  error: string | null;
  disabled: boolean;
  onChange: (range: { min: string; max: string }) => void;
}

/** The range of the next spin (1 to 50 unless changed): the server draws within it (decisions.md §15). */
export function FoguetinhoRange({ min, max, error, disabled, onChange }: Props) {
  return (
    <fieldset className="foguetinho__range" disabled={disabled}>
      <legend className="visually-hidden">{foguetinhoTexts.range}</legend>
      <Form.Label htmlFor="foguetinho-min" className="mb-0">
        {foguetinhoTexts.from}
      </Form.Label>
      <Form.Control
        id="foguetinho-min"
        size="sm"
        type="number"
        inputMode="numeric"
        min={1}
        max={FOGUETINHO_LIMIT}
        value={min}
        isInvalid={!!error}
        onChange={(e) => onChange({ min: e.target.value, max })}
      />
      <Form.Label htmlFor="foguetinho-max" className="mb-0">
        {foguetinhoTexts.to}
      </Form.Label>
      <Form.Control
        id="foguetinho-max"
        size="sm"
        type="number"
        inputMode="numeric"
        min={1}
        max={FOGUETINHO_LIMIT}
        value={max}
        isInvalid={!!error}
        aria-describedby={error ? 'foguetinho-range-error' : undefined}
        onChange={(e) => onChange({ min, max: e.target.value })}
      />
      {error && (
        <p id="foguetinho-range-error" className="foguetinho__range-error mb-0" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
