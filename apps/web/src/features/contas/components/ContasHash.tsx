import { canonicalJson, webCryptoSha256, type Contas } from '@bingo/core';
import { useEffect, useState } from 'react';
import { Alert } from 'react-bootstrap';
import { contasTexts as t } from '../contas-texts';

type Check = 'checking' | 'ok' | 'mismatch' | 'no-crypto';

/**
 * The version's SHA-256, how anyone recomputes it, and the same check done here in the browser with
 * the shared canonical JSON of packages/core (the round record's page does the same, docs/decisions/015).
 */
export function ContasHash({ contas, eventId }: { contas: Contas; eventId: number }) {
  const [check, setCheck] = useState<Check>('checking');
  useEffect(() => {
    const sha256 = webCryptoSha256();
    if (!sha256) return setCheck('no-crypto');
    let live = true;
    void sha256(canonicalJson(contas.document)).then((hash) => live && setCheck(hash === contas.sha256 ? 'ok' : 'mismatch'));
    return () => {
      live = false;
    };
  }, [contas]);
  const url = `${window.location.origin}/api/events/${eventId}/contas?version=${contas.document.version}`;
  return (
    <section aria-labelledby="contas-hash" className="contas-section">
      <h2 id="contas-hash" className="h5">
        {t.hashTitle}
      </h2>
      <code className="contas-sha d-block mb-2">{contas.sha256}</code>
      <p className="small text-body-secondary">{t.hashHow(url)}</p>
      {check === 'ok' && (
        <Alert variant="success" className="py-2 small contas-noprint">
          {t.verified}
        </Alert>
      )}
      {check === 'mismatch' && (
        <Alert variant="danger" className="py-2 small">
          {t.mismatch}
        </Alert>
      )}
      {check === 'no-crypto' && <p className="small text-body-secondary contas-noprint">{t.noCrypto}</p>}
    </section>
  );
}
