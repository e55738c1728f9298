import { Button, Card, Form, InputGroup } from 'react-bootstrap';
import { Icon } from '../../../components/Icon';
import { copyText } from '../../../lib/clipboard';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { texts } from '../../../lib/texts';

/** Spec §6: the site root plus '/?ref=' plus the code, with a copy button. */
export function affiliateLink(code: string): string {
  return `${window.location.origin}/?ref=${encodeURIComponent(code)}`;
}

export function AffiliateLinkCard({ code }: { code: string }) {
  const link = affiliateLink(code);
  const copy = async () => {
    if (await copyText(link)) notifySuccess(texts.affiliateLinkCopied, texts.copyTitle);
    else notifyError(texts.copyFailed);
  };
  return (
    <Card className="border-primary-subtle">
      <Card.Body>
        <h2 className="h5 d-flex align-items-center gap-2">
          <Icon name="link-45deg" />
          Seu link de afiliado
        </h2>
        <p className="text-body-secondary small">Compartilhe este link: as compras feitas a partir dele contam para você.</p>
        <InputGroup>
          <Form.Control readOnly value={link} aria-label="Link de afiliado" onFocus={(event) => event.currentTarget.select()} />
          <Button variant="primary" onClick={copy}>
            <Icon name="clipboard" className="me-1" />
            Copiar
          </Button>
        </InputGroup>
      </Card.Body>
    </Card>
  );
}
