import { Button, Col, Form, Row } from 'react-bootstrap';
import { type Control, type FieldErrors, type UseFormRegister, type UseFormSetValue, useFieldArray, useWatch } from 'react-hook-form';
import { Icon } from '../../../components/Icon';
import { MoneyField } from '../../../components/form/MoneyField';
import { TextField } from '../../../components/form/TextField';
import { useUploadReceipt } from '../api/upload-receipt';
import { contasTexts as t } from '../contas-texts';
import type { ContasFormValues } from './contas-form-values';

interface Props {
  control: Control<ContasFormValues>;
  register: UseFormRegister<ContasFormValues>;
  setValue: UseFormSetValue<ContasFormValues>;
  errors: FieldErrors<ContasFormValues>;
}

/** The organiser's costs: description, R$ and an optional receipt image sent to the gallery. */
export function CostsFields({ control, register, setValue, errors }: Props) {
  const { fields, append, remove } = useFieldArray({ control, name: 'costs' });
  const values = useWatch({ control, name: 'costs' });
  const upload = useUploadReceipt();
  const attach = (i: number, description: string, file: File | undefined) => {
    if (!file) return;
    upload.mutate(
      { file, description },
      {
        onSuccess: (image) => {
          setValue(`costs.${i}.receipt_image_id`, image.id);
          setValue(`costs.${i}.receipt_url`, image.url, { shouldDirty: true });
        },
      },
    );
  };
  return (
    <fieldset className="mb-4">
      <legend className="h5">{t.costs}</legend>
      {fields.length === 0 && <p className="text-body-secondary">{t.noCosts}</p>}
      {fields.map((field, i) => {
        const error = errors.costs?.[i];
        const receipt = values[i]?.receipt_url ?? null;
        return (
          <div key={field.id} className="border-bottom pb-2 mb-3">
            <Row className="g-2 align-items-start">
              <Col xs={12} md={6}>
                <TextField label={t.costDescription} error={error?.description?.message} {...register(`costs.${i}.description`)} />
              </Col>
              <Col xs={12} md={6}>
                <MoneyField control={control} name={`costs.${i}.amount`} label={t.costAmount} error={error?.amount?.message} />
              </Col>
            </Row>
            <div className="d-flex flex-wrap gap-2 align-items-center">
              {receipt ? (
                <a href={`/api${receipt}`} target="_blank" rel="noreferrer">
                  <Icon name="paperclip" className="me-1" />
                  {t.receiptAttached}
                </a>
              ) : (
                <Form.Group controlId={`cost-receipt-${field.id}`} className="mb-0">
                  <Form.Label className="small mb-1">{t.uploadReceipt}</Form.Label>
                  <Form.Control
                    type="file"
                    size="sm"
                    accept="image/png,image/jpeg,image/webp,image/gif"
                    disabled={upload.isPending}
                    onChange={(e) => attach(i, values[i]?.description ?? '', (e.target as HTMLInputElement).files?.[0])}
                  />
                </Form.Group>
              )}
              <Button variant="outline-danger" size="sm" className="ms-auto" onClick={() => remove(i)}>
                <Icon name="trash" className="me-1" />
                {t.removeCost} <span className="visually-hidden">{i + 1}</span>
              </Button>
            </div>
          </div>
        );
      })}
      <Button variant="outline-primary" onClick={() => append({ description: '', amount: '', receipt_image_id: null, receipt_url: null })}>
        <Icon name="plus-lg" className="me-1" />
        {t.addCost}
      </Button>
    </fieldset>
  );
}
