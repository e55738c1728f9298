import { correctionReason } from '@bingo/core';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { TextField } from '../../../components/form/TextField';
import { FormModal } from '../../../components/FormModal';
import { zodResolver } from '../../../lib/form-resolver';
import { reportTexts } from '../report-texts';

const reasonForm = z.object({ reason: correctionReason });

interface Props {
  title: string;
  /** What is about to change, in a sentence. */
  message: string;
  pending: boolean;
  onConfirm: (reason: string) => void;
  onCancel: () => void;
}

/** Asks why a finished event's sale is corrected: the reason is kept with who and when (decisions.md §14). */
export function CorrectionReasonDialog({ title, message, pending, onConfirm, onCancel }: Props) {
  const form = useForm({ resolver: zodResolver(reasonForm), defaultValues: { reason: '' } });
  return (
    <FormModal
      title={title}
      pending={pending}
      onClose={onCancel}
      onSubmit={form.handleSubmit((values) => onConfirm(values.reason))}
      submitLabel="Corrigir"
    >
      <p>{message}</p>
      <TextField
        label={reportTexts.correctionReasonLabel}
        hint={reportTexts.correctionReasonHint}
        autoFocus
        autoComplete="off"
        maxLength={300}
        error={form.formState.errors.reason?.message}
        {...form.register('reason')}
      />
    </FormModal>
  );
}
