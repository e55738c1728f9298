import { formatCnpj, REGULAMENTO_DEFAULTS, type Regulamento, type RegulamentoBody, regulamentoBody } from '@bingo/core';
import { useId } from 'react';
import { Card, Col, Form, Row } from 'react-bootstrap';
import { useForm } from 'react-hook-form';
import { FieldShell } from '../../../components/form/FieldShell';
import { TextField } from '../../../components/form/TextField';
import { SubmitButton } from '../../../components/SubmitButton';
import { zodResolver } from '../../../lib/form-resolver';
import { usePublishRegulamento } from '../api/publish-regulamento';
import { regulamentoLabels, regulamentoTexts } from '../regulamento-texts';

/** The current version's fields, or the defaults of decisions.md §15 for the first one. */
function initialValues(current: Regulamento | null): RegulamentoBody {
  if (!current)
    return {
      entidade: '',
      cnpj: '',
      finalidade: '',
      contato: '',
      vendas_inicio: '',
      vendas_fim: '',
      ...REGULAMENTO_DEFAULTS,
      prazo_retirada: '',
    };
  const { entidade, cnpj, finalidade, contato, vendas_inicio, vendas_fim, sorteio, empate, prazo_retirada } = current;
  return { entidade, cnpj: formatCnpj(cnpj), finalidade, contato, vendas_inicio, vendas_fim, sorteio, empate, prazo_retirada };
}

/** Every field of the rules; "Publicar nova versão" publishes them whole as the next version. */
export function RegulamentoForm({ eventId, current }: { eventId: number; current: Regulamento | null }) {
  const id = useId();
  const publish = usePublishRegulamento();
  const form = useForm({ resolver: zodResolver(regulamentoBody), defaultValues: initialValues(current) });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit((body) => publish.mutate({ eventId, body }));

  const area = (name: 'finalidade' | 'sorteio' | 'empate', rows: number) => (
    <FieldShell id={`${id}-${name}`} label={regulamentoLabels[name]} error={errors[name]?.message}>
      <Form.Control id={`${id}-${name}`} as="textarea" rows={rows} isInvalid={Boolean(errors[name])} {...form.register(name)} />
    </FieldShell>
  );

  return (
    <Card className="mb-4">
      <Card.Body>
        <Form noValidate onSubmit={onSubmit}>
          <Row className="g-md-3">
            <Col md={7}>
              <TextField label={regulamentoLabels.entidade} error={errors.entidade?.message} {...form.register('entidade')} />
            </Col>
            <Col md={5}>
              <TextField
                label={regulamentoLabels.cnpj}
                placeholder="00.000.000/0000-00"
                error={errors.cnpj?.message}
                {...form.register('cnpj')}
              />
            </Col>
          </Row>
          {area('finalidade', 3)}
          <TextField
            label={regulamentoLabels.contato}
            hint="Telefone, e-mail ou endereço da secretaria"
            error={errors.contato?.message}
            {...form.register('contato')}
          />
          <Row className="g-md-3">
            <Col xs={12} sm={6}>
              <TextField
                label={regulamentoLabels.vendas_inicio}
                type="date"
                error={errors.vendas_inicio?.message}
                {...form.register('vendas_inicio')}
              />
            </Col>
            <Col xs={12} sm={6}>
              <TextField
                label={regulamentoLabels.vendas_fim}
                type="date"
                error={errors.vendas_fim?.message}
                {...form.register('vendas_fim')}
              />
            </Col>
          </Row>
          {area('sorteio', 2)}
          {area('empate', 2)}
          <TextField label={regulamentoLabels.prazo_retirada} error={errors.prazo_retirada?.message} {...form.register('prazo_retirada')} />
          <p className="small text-body-secondary">{regulamentoTexts.versionsHelp}</p>
          <SubmitButton pending={publish.isPending}>{regulamentoTexts.publish}</SubmitButton>
        </Form>
      </Card.Body>
    </Card>
  );
}
