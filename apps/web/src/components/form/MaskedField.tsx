import { useId } from 'react';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';
import { IMaskInput } from 'react-imask';
import { describedBy, FieldShell } from './FieldShell';

interface Props<T extends FieldValues> {
  control: Control<T>;
  name: Path<T>;
  label: string;
  /** IMask pattern: '0' is a digit, e.g. '(00) 00000-0000' for the spec's (##) #####-####. */
  mask: string;
  hint?: string;
  placeholder?: string;
  inputMode?: 'tel' | 'numeric' | 'text';
  autoComplete?: string;
}

/** A masked input (phone, CPF) bound to react-hook-form; the form receives the masked text. */
export function MaskedField<T extends FieldValues>({ control, name, label, mask, hint, ...input }: Props<T>) {
  const id = useId();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const error = fieldState.error?.message;
        return (
          <FieldShell id={id} label={label} error={error} hint={hint}>
            <IMaskInput
              {...input}
              id={id}
              mask={mask}
              value={(field.value as string | null | undefined) ?? ''}
              onAccept={(value: string) => field.onChange(value)}
              onBlur={field.onBlur}
              inputRef={field.ref}
              name={field.name}
              className={`form-control${error ? ' is-invalid' : ''}`}
              aria-invalid={Boolean(error)}
              aria-describedby={describedBy(id, error, hint)}
            />
          </FieldShell>
        );
      }}
    />
  );
}
