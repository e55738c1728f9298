import { PAYMENT_METHODS, PAYMENT_STATUSES, paymentStatusLabels, type Sponsor, sponsorBody, type SponsorBody } from '@bingo/core';
import { useId, useState } from 'react';
import { Col, Form, Row } from 'react-bootstrap';
import { useForm } from 'react-hook-form';
import { FormModal } from '../../../components/FormModal';
import { FieldShell } from '../../../components/form/FieldShell';
import { MoneyField } from '../../../components/form/MoneyField';
import { TextField } from '../../../components/form/TextField';
import { zodResolver } from '../../../lib/form-resolver';
import { notifySuccess } from '../../../lib/notify';
import { useCreateSponsor } from '../api/create-sponsor';
import { useUpdateSponsor } from '../api/update-sponsor';
import { useUploadLogo } from '../api/upload-logo';
import { sponsorTexts } from '../sponsor-texts';
import { LogoField } from './LogoField';

interface Props {
  /** null: a new sponsor, in `eventId`. */
  sponsor: Sponsor | null;
  eventId: number;
  onClose: () => void;
}

function formValues(sponsor: Sponsor | null): SponsorBody {
  return {
    name: sponsor?.name ?? '',
    contact_info: sponsor?.contact_info ?? '',
    amount: sponsor ? sponsor.amount : '',
    payment_method: sponsor?.payment_method ?? '',
    payment_status: sponsor?.payment_status ?? 'pendente',
    // Spec §3: only the part before 'T' when editing.
    payment_date: sponsor?.payment_date?.split('T')[0] ?? '',
    notes: sponsor?.notes ?? '',
    image_id: sponsor?.image_id ?? null,
  };
}

/** 'Cadastro / Edição de Patrocinador'. Rendered only while open, so each opening starts fresh. */
export function SponsorFormModal({ sponsor, eventId, onClose }: Props) {
  const id = useId();
  const create = useCreateSponsor();
  const update = useUpdateSponsor();
  const upload = useUploadLogo();
  const [logoUrl, setLogoUrl] = useState(sponsor?.logo_url ?? null);
  const form = useForm({ resolver: zodResolver(sponsorBody), defaultValues: formValues(sponsor) });
  const { errors } = form.formState;
  const pending = create.isPending || update.isPending;

  const onSubmit = form.handleSubmit((body) => {
    const done = {
      onSuccess: () => {
        notifySuccess(sponsor ? sponsorTexts.updated : sponsorTexts.created);
        onClose();
      },
    };
    // An edit stays in its sponsorship's event; a new sponsor goes to the event on screen.
    if (sponsor) update.mutate({ id: sponsor.id, body }, done);
    else create.mutate({ ...body, event_id: eventId }, done);
  });

  const setLogo = (image: { id: number; url: string } | null) => {
    form.setValue('image_id', image?.id ?? null, { shouldDirty: true });
    setLogoUrl(image?.url ?? null);
  };

  return (
    <FormModal
      title="Cadastro / Edição de Patrocinador"
      pending={pending}
      onClose={onClose}
      onSubmit={onSubmit}
      submitLabel={sponsor ? 'Atualizar' : 'Cadastrar'}
      submitDisabled={upload.isPending}
      formClassName="modal-form"
      size="lg"
      fullscreen="sm-down"
      scrollable
    >
      {sponsor && <p className="small text-body-secondary">{sponsorTexts.companyHint}</p>}
      <TextField label="Nome" autoFocus error={errors.name?.message} {...form.register('name')} />
      <TextField
        label="Contato"
        placeholder="Telefone, e-mail ou responsável"
        error={errors.contact_info?.message}
        {...form.register('contact_info')}
      />
      <Row className="g-md-3">
        <Col md={4}>
          <MoneyField control={form.control} name="amount" label="Valor do Patrocínio" error={errors.amount?.message} />
        </Col>
        <Col md={4}>
          <FieldShell id={`${id}-method`} label="Forma de Pagamento" error={errors.payment_method?.message}>
            <Form.Select id={`${id}-method`} {...form.register('payment_method')}>
              <option value="">Não informada</option>
              {PAYMENT_METHODS.map((method) => (
                <option key={method}>{method}</option>
              ))}
            </Form.Select>
          </FieldShell>
        </Col>
        <Col md={4}>
          <FieldShell id={`${id}-status`} label="Status do Pagamento" error={errors.payment_status?.message}>
            <Form.Select id={`${id}-status`} {...form.register('payment_status')}>
              {PAYMENT_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {paymentStatusLabels[status].label}
                </option>
              ))}
            </Form.Select>
          </FieldShell>
        </Col>
      </Row>
      <TextField label="Data do Pagamento" type="date" error={errors.payment_date?.message} {...form.register('payment_date')} />
      <FieldShell id={`${id}-notes`} label="Observações" error={errors.notes?.message}>
        <Form.Control id={`${id}-notes`} as="textarea" rows={3} isInvalid={Boolean(errors.notes)} {...form.register('notes')} />
      </FieldShell>
      <LogoField
        url={logoUrl}
        pending={upload.isPending}
        onFile={(file) => upload.mutate({ file, sponsorName: form.getValues('name').trim() }, { onSuccess: setLogo })}
        onRemove={() => setLogo(null)}
      />
    </FormModal>
  );
}
