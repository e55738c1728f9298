import './user-combobox.css';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { type KeyboardEvent, type Ref, useId, useRef, useState } from 'react';
import { Form } from 'react-bootstrap';
import { useDebouncedValue } from '../lib/use-debounced-value';
import { type UserOption, userSearchQuery } from '../lib/user-search';

export interface UserComboboxProps {
  id: string;
  text: string;
  onTextChange: (text: string) => void;
  onSelect: (user: UserOption) => void;
  invalid?: boolean;
  describedBy?: string | undefined;
  placeholder?: string;
  autoFocus?: boolean;
  inputRef?: Ref<HTMLInputElement>;
}

const SEARCH_PAUSE_MS = 250;

/**
 * A text box that suggests active users as one types (ARIA 1.2 combobox with a listbox).
 * Keys: ↓/↑ move through the suggestions, Enter takes the highlighted one — or, with none
 * highlighted, the only user matching the text (spec §2) — Escape closes the list (and only the
 * list: a dialog around it stays open). With no suggestion to take, Enter submits the form.
 */
export function UserCombobox({
  id,
  text,
  onTextChange,
  onSelect,
  invalid,
  describedBy,
  placeholder,
  autoFocus,
  inputRef,
}: UserComboboxProps) {
  const listId = useId();
  const queryClient = useQueryClient();
  const input = useRef<HTMLInputElement | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const term = useDebouncedValue(text.trim(), SEARCH_PAUSE_MS);
  const search = useQuery({ ...userSearchQuery(term), enabled: open, placeholderData: keepPreviousData });
  const options = search.data ?? [];

  const close = () => {
    setOpen(false);
    setActive(-1);
  };
  const choose = (user: UserOption) => {
    onSelect(user);
    close();
  };

  // The list shown may be for a slightly older text (the pause before searching): ask for this one.
  const takeOnlyMatch = async () => {
    const typed = text.trim();
    const matches = typed ? await queryClient.fetchQuery(userSearchQuery(typed)).catch(() => []) : [];
    const only = matches.length === 1 ? matches[0] : undefined;
    if (only) return choose(only);
    close();
    input.current?.form?.requestSubmit();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) return setOpen(true);
      const last = options.length - 1;
      setActive((i) => (event.key === 'ArrowDown' ? Math.min(i + 1, last) : Math.max(i - 1, 0)));
    } else if (event.key === 'Enter' && open) {
      event.preventDefault();
      const highlighted = options[active];
      if (highlighted) choose(highlighted);
      else void takeOnlyMatch();
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      event.stopPropagation();
      close();
    }
  };

  const optionId = (i: number) => `${listId}-${i}`;
  return (
    <div className="position-relative">
      <Form.Control
        id={id}
        ref={(el: HTMLInputElement | null) => {
          input.current = el;
          if (typeof inputRef === 'function') inputRef(el);
          else if (inputRef) inputRef.current = el;
        }}
        type="text"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={open && options[active] ? optionId(active) : undefined}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        isInvalid={invalid}
        value={text}
        placeholder={placeholder}
        autoFocus={autoFocus}
        onChange={(e) => {
          onTextChange(e.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onClick={() => setOpen(true)}
        onKeyDown={onKeyDown}
        onBlur={close}
      />
      <div className={`dropdown-menu w-100 user-combobox__menu${open ? ' show' : ''}`}>
        {open && options.length === 0 && (
          <div className="dropdown-item-text small text-body-secondary">
            {search.isFetching ? 'Buscando...' : 'Nenhum usuário encontrado.'}
          </div>
        )}
        <ul id={listId} role="listbox" aria-label="Usuários encontrados" className="list-unstyled mb-0">
          {open &&
            options.map((user, i) => (
              <li
                key={user.id}
                id={optionId(i)}
                role="option"
                aria-selected={i === active}
                className={`dropdown-item${i === active ? ' active' : ''}`}
                // mousedown would blur the input (closing the list) before the click lands.
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => choose(user)}
              >
                <span className="d-block text-truncate">{user.name}</span>
                <small className={`d-block text-truncate${i === active ? '' : ' text-body-secondary'}`}>{user.email}</small>
              </li>
            ))}
        </ul>
      </div>
    </div>
  );
}
