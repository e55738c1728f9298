import { formatMoney, prizeDeliveredLine, stageKindLabels, type ContasDocument } from '@bingo/core';
import { Table } from 'react-bootstrap';
import { contasTexts as t } from '../contas-texts';

/** What leaves the cash, shown with its minus sign; nothing is R$ 0,00, not -R$ 0,00. */
export const outgoing = (value: number) => (value === 0 ? 0 : -value);

/** A line of figures: its label and the amount, right-aligned so the cents line up. */
function Line({ label, value, detail, strong = false }: { label: string; value: number; detail?: string; strong?: boolean }) {
  return (
    <tr className={strong ? 'fw-semibold' : undefined}>
      <th scope="row" className="fw-normal">
        <span className={strong ? 'fw-semibold' : undefined}>{label}</span>
        {detail && <div className="small text-body-secondary">{detail}</div>}
      </th>
      <td className="text-end text-nowrap">{formatMoney(value)}</td>
    </tr>
  );
}

/** One version's accounts: money in, prizes, costs, the result and what it pays for (decisions.md §15). */
export function ContasView({ document: doc }: { document: ContasDocument }) {
  const { money_in: money, totals } = doc;
  return (
    <>
      <section aria-labelledby="contas-in" className="contas-section">
        <h2 id="contas-in" className="h5">
          {t.moneyIn}
        </h2>
        <Table size="sm" className="contas-figures mb-0">
          <tbody>
            <Line
              label={t.online}
              value={money.online.net}
              detail={t.onlineDetail(money.online.purchases, formatMoney(money.online.gross), formatMoney(money.online.discounts))}
            />
            <Line label={t.paper} value={money.paper.total} />
            {money.paper.sellers.map((s, i) => (
              <tr key={i} className="contas-seller">
                <th scope="row" className="fw-normal ps-4 small">
                  {s.seller} · {t.paperSeller(s.cards)}
                </th>
                <td className="text-end text-nowrap small">{formatMoney(s.amount)}</td>
              </tr>
            ))}
            <Line label={t.sponsorships} value={money.sponsorships.received} />
            <Line label={t.totalIn} value={money.total} strong />
          </tbody>
        </Table>
      </section>

      <section aria-labelledby="contas-prizes" className="contas-section">
        <h2 id="contas-prizes" className="h5">
          {t.prizes}
        </h2>
        {doc.prizes.length === 0 ? (
          <p className="text-body-secondary">{t.noPrizes}</p>
        ) : (
          <Table size="sm" className="mb-0">
            <tbody>
              {doc.prizes.map((p) => (
                <tr key={`${p.round_id}-${p.stage}`}>
                  <th scope="row" className="fw-normal">
                    <span className="fw-semibold">{p.description}</span>
                    <div className="small text-body-secondary">
                      {t.round(p.round_number)} · {stageKindLabels[p.stage]} · {p.donated ? t.donated : t.bought}
                    </div>
                    {p.delivered?.map((d) => (
                      <div key={d.card_id} className="small text-success-emphasis">
                        {prizeDeliveredLine(d.received_by, d.received_at)}
                      </div>
                    ))}
                  </th>
                  <td className="text-end text-nowrap">{formatMoney(p.value)}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        )}
      </section>

      <section aria-labelledby="contas-costs" className="contas-section">
        <h2 id="contas-costs" className="h5">
          {t.costs}
        </h2>
        {doc.costs.length === 0 ? (
          <p className="text-body-secondary">{t.noCosts}</p>
        ) : (
          <Table size="sm" className="mb-0">
            <tbody>
              {doc.costs.map((c, i) => (
                <tr key={i}>
                  <th scope="row" className="fw-normal">
                    {c.description}
                    {c.receipt_url && (
                      <div className="small">
                        <a href={`/api${c.receipt_url}`} target="_blank" rel="noreferrer">
                          {t.receipt} <span className="visually-hidden">de {c.description}</span>
                        </a>
                      </div>
                    )}
                  </th>
                  <td className="text-end text-nowrap">{formatMoney(c.amount)}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        )}
      </section>

      <section aria-labelledby="contas-result" className="contas-section">
        <h2 id="contas-result" className="h5">
          {t.totals}
        </h2>
        <Table size="sm" className="mb-0">
          <tbody>
            <Line label={t.totalIn} value={money.total} />
            <Line label={t.costsTotal} value={outgoing(totals.costs)} />
            <Line label={t.prizesBought} value={outgoing(totals.prizes_bought)} />
            <Line label={t.net} value={totals.net} strong />
          </tbody>
        </Table>
        <p className="small text-body-secondary mt-1 mb-0">
          {t.prizesDonated}: {formatMoney(totals.prizes_donated)}
        </p>
      </section>

      <section aria-labelledby="contas-destination" className="contas-section">
        <h2 id="contas-destination" className="h5">
          {t.destination}
        </h2>
        <p className="contas-destination mb-0">{doc.destination}</p>
      </section>
    </>
  );
}
