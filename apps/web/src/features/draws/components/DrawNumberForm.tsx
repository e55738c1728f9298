import { drawBody } from '@bingo/core';
import { useId, useRef } from 'react';
import { Button, Form, InputGroup } from 'react-bootstrap';
import { useForm } from 'react-hook-form';
import { zodResolver } from '../../../lib/form-resolver';
import { useDrawNumber } from '../api/draw-number';
import { onlineManager } from '@tanstack/react-query';
import { drawTexts } from '../draw-texts';

interface Props {
  roundId: number;
  /** Balls already drawn: a repeat is refused here, without a round trip. */
  drawn: ReadonlySet<number>;
}

/**
 * The organiser types the ball called in the hall and presses Enter. After each ball the box is
 * empty and focused again, so the next one can be typed at once; after a refusal the text is
 * selected, so typing replaces it.
 */
export function DrawNumberForm({ roundId, drawn }: Props) {
  const id = useId();
  const draw = useDrawNumber(roundId);
  const form = useForm({ resolver: zodResolver(drawBody), defaultValues: { number: '' } });
  const inputRef = useRef<HTMLInputElement | null>(null);
  const { ref, ...field } = form.register('number');
  const error = form.formState.errors.number?.message;
  const selectTyped = () => inputRef.current?.select();

  const onSubmit = form.handleSubmit(({ number }) => {
    if (drawn.has(number)) {
      form.setError('number', { message: drawTexts.alreadyDrawn });
      selectTyped();
      return;
    }
    draw.mutate(number, {
      onSuccess: () => {
        // Typing may have gone on while the ball was on its way: only clear what was sent.
        if (Number(form.getValues('number')) === number) form.reset({ number: '' });
        inputRef.current?.focus();
      },
      onError: selectTyped,
    });
    // Offline the ball waits in the queue (the banner counts it): the box is free for the next one.
    if (!onlineManager.isOnline()) {
      form.reset({ number: '' });
      inputRef.current?.focus();
    }
  }, selectTyped);

  return (
    <Form noValidate onSubmit={onSubmit}>
      <Form.Label htmlFor={id} className="fw-semibold">
        Número sorteado
      </Form.Label>
      <InputGroup hasValidation>
        <Form.Control
          {...field}
          ref={(el: HTMLInputElement | null) => {
            ref(el);
            inputRef.current = el;
          }}
          id={id}
          className="draw-input"
          type="text"
          inputMode="numeric"
          pattern="[0-9]*"
          maxLength={2}
          autoComplete="off"
          enterKeyHint="send"
          autoFocus
          placeholder="1-75"
          isInvalid={Boolean(error)}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        <Button type="submit" variant="primary" className="px-4 fw-semibold">
          Sortear
        </Button>
        {error && (
          <Form.Control.Feedback type="invalid" id={`${id}-error`}>
            {error}
          </Form.Control.Feedback>
        )}
      </InputGroup>
    </Form>
  );
}
