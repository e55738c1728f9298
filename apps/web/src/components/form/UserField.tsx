import { useId, useState } from 'react';
import { type Control, type FieldValues, type Path, useController } from 'react-hook-form';
import type { UserOption } from '../../lib/user-search';
import { UserCombobox } from '../UserCombobox';
import { describedBy, FieldShell } from './FieldShell';

interface Props<T extends FieldValues> {
  control: Control<T>;
  /** The form field holding the chosen user's id (null while none is chosen). */
  name: Path<T>;
  label: string;
  /** The name of the user already chosen, when the form opens with one. */
  initialName?: string;
  hint?: string;
  placeholder?: string;
  autoFocus?: boolean;
}

/**
 * A required user choice for react-hook-form: the text box searches, the form keeps the id.
 * Typing something else drops the choice, so a half-edited name is never saved as someone.
 */
export function UserField<T extends FieldValues>({
  control,
  name,
  label,
  initialName = '',
  hint,
  placeholder = 'Digite o nome para buscar',
  autoFocus,
}: Props<T>) {
  const id = useId();
  const { field, fieldState } = useController({ control, name });
  const [text, setText] = useState(initialName);
  const [chosen, setChosen] = useState<{ id: unknown; name: string }>({ id: field.value, name: initialName });
  const error = fieldState.error?.message;

  const onTextChange = (next: string) => {
    setText(next);
    field.onChange(next.trim() === chosen.name && chosen.name ? chosen.id : null);
  };
  const onSelect = (user: UserOption) => {
    setChosen({ id: user.id, name: user.name });
    setText(user.name);
    field.onChange(user.id);
  };

  return (
    <FieldShell id={id} label={label} error={error} hint={hint}>
      <UserCombobox
        id={id}
        text={text}
        onTextChange={onTextChange}
        onSelect={onSelect}
        invalid={Boolean(error)}
        describedBy={describedBy(id, error, hint)}
        placeholder={placeholder}
        autoFocus={autoFocus}
        inputRef={field.ref}
      />
    </FieldShell>
  );
}
