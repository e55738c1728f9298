import type { Contas } from '@bingo/core';
import { useId, useState } from 'react';
import { Card, Form } from 'react-bootstrap';
import { useForm } from 'react-hook-form';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { FieldShell } from '../../../components/form/FieldShell';
import { SubmitButton } from '../../../components/SubmitButton';
import { zodResolver } from '../../../lib/form-resolver';
import { type ContasRequest, usePublishContas } from '../api/publish-contas';
import { contasTexts as t } from '../contas-texts';
import { type ContasFormValues, formSchema, initialValues } from './contas-form-values';
import { ContasPreview } from './ContasPreview';
import { CostsFields } from './CostsFields';
import { PrizesFields } from './PrizesFields';

interface Props {
  eventId: number;
  latest: Contas | null;
  rounds: Parameters<typeof initialValues>[1];
  totalIn: number;
}

/** The organiser's accounts; "Publicar" asks for confirmation, then freezes the next version (decisions.md §15). */
export function ContasForm({ eventId, latest, rounds, totalIn }: Props) {
  const id = useId();
  const next = (latest?.versions[0]?.version ?? 0) + 1;
  const correction = next > 1;
  const publish = usePublishContas(eventId);
  const [pending, setPending] = useState<ContasRequest | null>(null);
  const form = useForm<ContasFormValues>({
    // The form keeps display fields (round number, receipt address); the schema drops them.
    resolver: zodResolver(formSchema(correction)) as never,
    defaultValues: initialValues(latest, rounds),
  });
  const { errors } = form.formState;
  const prizes = form.watch('prizes');
  const onSubmit = form.handleSubmit((body) => setPending({ ...(body as unknown as ContasRequest), version: next }));

  return (
    <>
      <Form noValidate onSubmit={onSubmit}>
        <Card className="mb-4">
          <Card.Body>
            <PrizesFields prizes={prizes} control={form.control} register={form.register} errors={errors} />
            <CostsFields control={form.control} register={form.register} setValue={form.setValue} errors={errors} />
            <FieldShell id={`${id}-destination`} label={t.destination} hint={t.destinationHint} error={errors.destination?.message}>
              <Form.Control
                id={`${id}-destination`}
                as="textarea"
                rows={3}
                isInvalid={Boolean(errors.destination)}
                {...form.register('destination')}
              />
            </FieldShell>
            {correction && (
              <FieldShell id={`${id}-reason`} label={t.correction} hint={t.reasonHint} error={errors.reason?.message}>
                <Form.Control id={`${id}-reason`} isInvalid={Boolean(errors.reason)} {...form.register('reason')} />
              </FieldShell>
            )}
          </Card.Body>
        </Card>
        <ContasPreview control={form.control} totalIn={totalIn} />
        <SubmitButton pending={publish.isPending}>{t.publish}</SubmitButton>
      </Form>
      <ConfirmDialog
        show={pending !== null}
        title={t.confirmTitle}
        message={t.confirm(next)}
        confirmLabel={t.publish}
        variant="primary"
        pending={publish.isPending}
        onCancel={() => setPending(null)}
        onConfirm={() => pending && publish.mutate({ eventId, body: pending }, { onSettled: () => setPending(null) })}
      />
    </>
  );
}
