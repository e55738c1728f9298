import { cardCheckQuery } from '@bingo/core';
import { useId, useRef, useState } from 'react';
import { Button, Card, Form, InputGroup } from 'react-bootstrap';
import { useForm } from 'react-hook-form';
import { zodResolver } from '../../../lib/form-resolver';
import { useCardCheck } from '../api/check-card';
import { CardCheckResult } from './CardCheckResult';

/**
 * "Conferir cartela": someone in the hall shouts bingo and hands over a card. Its id is typed, or
 * its barcode read by a USB scanner (which types the digits and Enter). The text stays selected
 * afterwards, so the next scan replaces it.
 */
export function CardCheck({ roundId }: { roundId: number }) {
  const id = useId();
  const [card, setCard] = useState('');
  const check = useCardCheck(roundId, card);
  const form = useForm({ resolver: zodResolver(cardCheckQuery), defaultValues: { card: '' } });
  const inputRef = useRef<HTMLInputElement | null>(null);
  const { ref, ...field } = form.register('card');
  const error = form.formState.errors.card?.message;

  const onSubmit = form.handleSubmit(({ card: typed }) => {
    // The same card again: ask again (balls may have come in since).
    if (typed === card) void check.refetch();
    else setCard(typed);
    inputRef.current?.select();
  });

  return (
    <Card>
      <Card.Body>
        <h2 className="h5 mb-3">Conferir cartela</h2>
        <Form noValidate onSubmit={onSubmit}>
          <Form.Label htmlFor={id}>Número ou código de barras da cartela</Form.Label>
          <InputGroup hasValidation>
            <Form.Control
              {...field}
              ref={(el: HTMLInputElement | null) => {
                ref(el);
                inputRef.current = el;
              }}
              id={id}
              inputMode="numeric"
              autoComplete="off"
              enterKeyHint="search"
              isInvalid={Boolean(error)}
              aria-describedby={error ? `${id}-error` : undefined}
            />
            <Button type="submit" variant="outline-primary">
              Conferir
            </Button>
            {error && (
              <Form.Control.Feedback type="invalid" id={`${id}-error`}>
                {error}
              </Form.Control.Feedback>
            )}
          </InputGroup>
        </Form>
        {card && (
          <div className="mt-3" aria-live="polite">
            <CardCheckResult isFetching={check.isFetching} data={check.data} error={check.error} />
          </div>
        )}
      </Card.Body>
    </Card>
  );
}
