import { claimCardBody } from '@bingo/core';
import { Alert } from 'react-bootstrap';
import { useForm } from 'react-hook-form';
import { ScanButtons } from '../../../components/barcode-scanner/ScanButtons';
import { TextField } from '../../../components/form/TextField';
import { FormModal } from '../../../components/FormModal';
import { errorText } from '../../../lib/api-error';
import { zodResolver } from '../../../lib/form-resolver';
import { notifySuccess } from '../../../lib/notify';
import { useClaimPaperCard } from '../api/claim-paper-card';
import { cardTexts } from '../card-texts';

/**
 * 'Adicionar cartela de papel' (docs/decisions/018): the barcode (typed, or read by the camera or from a
 * photo) and the check code printed beside it. Loaded on demand with the scanner: neither weighs
 * on Minhas Cartelas' first load. Rendered only while open, so each opening starts empty.
 */
export default function ClaimPaperCardDialog({ onClose, barcode = '' }: { onClose: () => void; barcode?: string }) {
  const claim = useClaimPaperCard();
  const form = useForm({ resolver: zodResolver(claimCardBody), defaultValues: { barcode, check_code: '' } });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((input) =>
    claim.mutate(input, {
      onSuccess: (card) => {
        notifySuccess(cardTexts.added(card.id));
        onClose();
      },
    }),
  );

  return (
    <FormModal
      title={cardTexts.addPaper}
      pending={claim.isPending}
      onClose={onClose}
      onSubmit={onSubmit}
      submitLabel="Adicionar cartela"
      fullscreen="sm-down"
    >
      <p className="text-body-secondary">{cardTexts.addPaperIntro}</p>
      <div className="mb-3">
        <ScanButtons
          onCode={(code) => {
            form.setValue('barcode', code, { shouldValidate: true });
            form.setFocus('check_code');
          }}
        />
      </div>
      <TextField
        label={cardTexts.barcodeLabel}
        hint={cardTexts.barcodeHint}
        inputMode="numeric"
        autoComplete="off"
        maxLength={40}
        className="font-monospace"
        error={errors.barcode?.message}
        {...form.register('barcode')}
      />
      <TextField
        label={cardTexts.checkCodeLabel}
        hint={cardTexts.checkCodeHint}
        // Opened from the printed card's QR, the barcode is there: the check code is what is left.
        autoFocus={Boolean(barcode)}
        autoComplete="off"
        autoCapitalize="characters"
        autoCorrect="off"
        spellCheck={false}
        maxLength={40}
        className="font-monospace text-uppercase"
        error={errors.check_code?.message}
        {...form.register('check_code')}
      />
      {claim.isError && (
        <Alert variant="danger" className="mb-0 py-2" role="alert">
          {errorText(claim.error)}
        </Alert>
      )}
    </FormModal>
  );
}
