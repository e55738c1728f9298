import { Button } from 'react-bootstrap';
import { Icon } from '../../../components/Icon';
import { copyText } from '../../../lib/clipboard';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { affiliateLink, userTexts } from '../user-texts';

/** 'Link de Afiliado': shown only when the user has a code (spec §6), with a copy button. */
export function AffiliateLinkCell({ code, name }: { code: string | null; name: string }) {
  if (!code) return <span className="text-body-secondary">-</span>;
  const link = affiliateLink(code);
  const copy = async () => {
    if (await copyText(link)) notifySuccess(userTexts.copied);
    else notifyError(userTexts.copyFailed);
  };
  return (
    <span className="d-inline-flex align-items-center gap-1 users-table__link">
      <code className="users-table__link-text">{link}</code>
      <Button size="sm" variant="outline-secondary" onClick={copy} aria-label={`Copiar link de afiliado de ${name}`} title="Copiar link">
        <Icon name="clipboard" />
      </Button>
    </span>
  );
}
