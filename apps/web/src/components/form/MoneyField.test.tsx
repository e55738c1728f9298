import { fireEvent, render, screen } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { MoneyField } from './MoneyField';

let seen: unknown;
function Harness({ initial }: { initial?: number | '' }) {
  const form = useForm<{ price: number | '' }>({ defaultValues: { price: initial ?? '' } });
  seen = form.watch('price');
  return <MoneyField control={form.control} name="price" label="Preço da cartela" />;
}

/** Types the text one key at a time, as a person would (each key is a new input value). */
function typeInto(box: HTMLInputElement, text: string) {
  for (const char of text) {
    const at = box.selectionStart ?? box.value.length;
    const next = box.value.slice(0, at) + char + box.value.slice(box.selectionEnd ?? at);
    fireEvent.change(box, { target: { value: next, selectionStart: at + 1, selectionEnd: at + 1 } });
  }
}

describe('MoneyField: R$ typed the Brazilian way (docs/decisions/013)', () => {
  it.each([
    ['5,00', 5],
    ['12,50', 12.5],
    ['1.234,56', 1234.56],
    ['1234,56', 1234.56],
    ['7', 7],
  ])('"%s" is R$ %s', (typed, value) => {
    render(<Harness />);
    const box = screen.getByLabelText('Preço da cartela') as HTMLInputElement;
    typeInto(box, typed);
    expect(seen).toBe(value);
  });

  it('shows a stored price with a comma and a thousands dot', () => {
    render(<Harness initial={1500} />);
    expect((screen.getByLabelText('Preço da cartela') as HTMLInputElement).value).toBe('1.500,00');
  });

  it('an emptied box is empty, not zero', () => {
    render(<Harness initial={10} />);
    const box = screen.getByLabelText('Preço da cartela');
    fireEvent.change(box, { target: { value: '' } });
    expect(seen).toBe('');
  });
});
