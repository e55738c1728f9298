import { useEffect, useState } from 'react';
import { Button } from 'react-bootstrap';
import { Icon } from '../../../components/Icon';
import { copyText } from '../../../lib/clipboard';
import { notifyError } from '../../../lib/notify';
import { texts } from '../../../lib/texts';
import { purchaseTexts } from '../purchase-texts';

const SHOWN_MS = 2500;

/** Copies the PIX code; the button itself says 'Copiado!' for a moment (spec §8). */
export function CopyCodeButton({ code }: { code: string }) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), SHOWN_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    if (await copyText(code)) setCopied(true);
    else notifyError(texts.copyFailed);
  };

  return (
    <Button variant={copied ? 'success' : 'primary'} className="w-100" onClick={() => void copy()}>
      <Icon name={copied ? 'check2' : 'copy'} className="me-2" />
      <span role="status">{copied ? purchaseTexts.copied : 'Copiar código PIX'}</span>
    </Button>
  );
}
