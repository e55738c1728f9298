import { useId } from 'react';
import { InputGroup } from 'react-bootstrap';
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';
import { NumericFormat } from 'react-number-format';
import { describedBy, FieldShell } from './FieldShell';

interface Props<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
  placeholder?: string;
  /** 'percent' for a coupon's percentage: the same typing, shown with %. */
  unit?: 'money' | 'percent';
}

/**
 * Money typed the Brazilian way (decisions.md §13): `5,00` is five reais and `1.234,56` works
 * (the dot is the thousands mark: typed or not, the field puts it in). The form gets a number,
 * or '' when the box is empty.
 */
export function MoneyField<T extends FieldValues>({ control, name, label, error, hint, placeholder = '0,00', unit = 'money' }: Props<T>) {
  const id = useId();
  const { field } = useController({ control, name });
  const value: unknown = field.value;
  return (
    <FieldShell id={id} label={label} error={error} hint={hint}>
      <InputGroup hasValidation>
        {unit === 'money' && <InputGroup.Text>R$</InputGroup.Text>}
        <NumericFormat
          className={error ? 'form-control is-invalid' : 'form-control'}
          id={id}
          name={field.name}
          getInputRef={field.ref}
          value={typeof value === 'number' || (typeof value === 'string' && value !== '') ? Number(value) : ''}
          onValueChange={(values) => field.onChange(values.floatValue ?? '')}
          onBlur={field.onBlur}
          thousandSeparator="."
          decimalSeparator=","
          allowedDecimalSeparators={[',']}
          decimalScale={2}
          fixedDecimalScale
          allowNegative={false}
          valueIsNumericString={false}
          inputMode="decimal"
          autoComplete="off"
          placeholder={placeholder}
          aria-invalid={Boolean(error)}
          aria-describedby={describedBy(id, error, hint)}
        />
        {unit === 'percent' && <InputGroup.Text>%</InputGroup.Text>}
      </InputGroup>
    </FieldShell>
  );
}
