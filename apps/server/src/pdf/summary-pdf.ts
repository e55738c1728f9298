import {
  acumuladoChangeLine,
  type EventSummary,
  eventSummaryLabels as labels,
  formatCount,
  formatDateTime,
  formatMoney,
  stagePrizeText,
  stageWinnersText,
  type SummaryRound,
} from '@bingo/core';
import PDFDocument from 'pdfkit';

// A4 in points. Everything is laid out to fit one page: the rounds table shrinks its type, then
// leaves the last rounds to the spreadsheet, so the board always gets a single sheet.
const PAGE = { width: 595.28, height: 841.89 };
const M = 42;
const W = PAGE.width - 2 * M;
const INK = '#111827';
const MUTED = '#4b5563';
const LINE = '#d1d5db';
const BRAND = '#5b2a86';
const GREEN = '#15803d';
const SIGNATURES_H = 70;
const ROUND_COLS = [
  { title: 'Rodada', width: 64 },
  { title: 'Prêmio', width: 150 },
  { title: 'Bolas', width: 40 },
  { title: 'Vencedores (cartela e nome)', width: W - 64 - 150 - 40 },
];

const winners = (round: SummaryRound) =>
  round.vencedores.map((w) => `#${w.card_id} ${w.full_name ?? '(sem nome)'}`).join(', ') ||
  (round.status === 'finished' ? 'Sem vencedor registrado' : 'Em andamento');

/**
 * A round's prize and winners cells: as before for the full card alone; with a quina, one line per
 * stage with its prize, and one with its ball and winners (decisions.md §14).
 */
const prizeAndWinners = (round: SummaryRound): [string, string] =>
  round.etapas.length > 1
    ? [round.etapas.map(stagePrizeText).join('\n'), round.etapas.map((e) => stageWinnersText(e, round.status === 'finished')).join('\n')]
    : [round.premio, winners(round)];

/** The one-page Resumo do Evento for the charity's board (docs/decisions/013). */
export function summaryPdf(summary: EventSummary, generatedAt: Date): PDFKit.PDFDocument {
  const doc = new PDFDocument({
    size: 'A4',
    margin: M,
    compress: true,
    info: { Title: `Resumo do Evento - ${summary.evento?.name ?? 'Todos'}` },
  });
  const afterHeader = header(doc, summary, generatedAt);
  const afterTotals = acumuladoBlock(doc, summary, totals(doc, summary, afterHeader + 14));
  roundsTable(doc, summary, afterTotals + 18, PAGE.height - M - SIGNATURES_H);
  signatures(doc);
  doc.end();
  return doc;
}

function header(doc: PDFKit.PDFDocument, s: EventSummary, generatedAt: Date): number {
  doc.rect(0, 0, PAGE.width, 6).fill(BRAND);
  doc.font('Helvetica-Bold').fontSize(10).fillColor(BRAND).text('RESUMO DO EVENTO', M, M);
  doc
    .font('Helvetica-Bold')
    .fontSize(18)
    .fillColor(INK)
    .text(s.evento?.name ?? 'Todos os eventos', M, M + 14, { width: W, height: 46, ellipsis: true });
  const when = s.evento ? `Data do evento: ${formatDateTime(s.evento.start_date)}   ·   ` : '';
  doc
    .font('Helvetica')
    .fontSize(9)
    .fillColor(MUTED)
    .text(`${when}Gerado em ${formatDateTime(generatedAt)}`, M, doc.y + 2, { width: W });
  return doc.y;
}

/** The money, line by line down to the total raised, then what is not in it. */
function totals(doc: PDFKit.PDFDocument, s: EventSummary, top: number): number {
  const lines: [string, string, boolean?][] = [
    [labels.online_bruto, formatMoney(s.online_bruto)],
    [labels.descontos, `- ${formatMoney(s.descontos)}`],
    [labels.online_liquido, formatMoney(s.online_liquido), true],
    [`${labels.fisicas_valor} (${formatCount(s.fisicas_vendidas)} cartelas)`, formatMoney(s.fisicas_valor), true],
    [labels.patrocinios_recebidos, formatMoney(s.patrocinios_recebidos), true],
  ];
  const rowH = 17;
  let y = top;
  for (const [label, value, added] of lines) {
    doc
      .font(added ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(10.5)
      .fillColor(added ? INK : MUTED)
      .text(added ? `+ ${label}` : `   ${label}`, M, y, { width: W * 0.6, lineBreak: false });
    doc.text(value, M, y, { width: W * 0.62 + 60, align: 'right', lineBreak: false });
    y += rowH;
  }
  doc
    .moveTo(M, y)
    .lineTo(M + W * 0.62 + 60, y)
    .lineWidth(1)
    .strokeColor(INK)
    .stroke();
  y += 6;
  doc.font('Helvetica-Bold').fontSize(14).fillColor(GREEN).text(`= ${labels.total_arrecadado}`, M, y, { lineBreak: false });
  doc.text(formatMoney(s.total_arrecadado), M, y, { width: W * 0.62 + 60, align: 'right', lineBreak: false });
  y += 26;
  const reversed = `estornos ${formatMoney(s.online_estornado)} (${formatCount(s.compras_estornadas)}), contestações ${formatMoney(s.online_contestado)} (${formatCount(s.compras_contestadas)})`;
  const aside = `Fora do total: ${labels.patrocinios_pendentes.toLowerCase()} ${formatMoney(s.patrocinios_pendentes)}; ${reversed}.   ${labels.cartelas_em_jogo}: ${formatCount(s.cartelas_em_jogo)}.`;
  doc.font('Helvetica').fontSize(9.5).fillColor(INK).text(aside, M, y, { width: W });
  doc
    .fontSize(8)
    .fillColor(MUTED)
    .text(`Vendas online: só compras aprovadas. Patrocínios: ${s.evento ? 'os deste evento' : 'os de todos os eventos'}.`, M, doc.y + 3, {
      width: W,
    });
  return doc.y;
}

/** The Acumulado's history (docs/decisions/032): its last changes, each with who, when and why. */
const ACUMULADO_LINES = 6;
function acumuladoBlock(doc: PDFKit.PDFDocument, s: EventSummary, top: number): number {
  if (s.acumulado.length === 0) return top;
  doc
    .font('Helvetica-Bold')
    .fontSize(12)
    .fillColor(INK)
    .text('Acumulado', M, top + 14);
  const shown = s.acumulado.slice(-ACUMULADO_LINES);
  doc.font('Helvetica').fontSize(8.5).fillColor(INK);
  for (const c of shown)
    doc.text(`${formatDateTime(c.at)}  ${acumuladoChangeLine(c)}`, M, doc.y + 2, { width: W, height: 22, ellipsis: true });
  if (shown.length < s.acumulado.length) {
    doc
      .font('Helvetica-Oblique')
      .fillColor(MUTED)
      .text('As mudanças anteriores estão na planilha resumo-evento.xlsx.', M, doc.y + 2, { width: W });
  }
  return doc.y;
}

/** The rounds played and their winners, in the room left; smaller type first, then fewer rows. */
function roundsTable(doc: PDFKit.PDFDocument, s: EventSummary, top: number, bottom: number): void {
  doc.font('Helvetica-Bold').fontSize(12).fillColor(INK).text('Rodadas e vencedores', M, top);
  let y = doc.y + 4;
  if (s.rodadas.length === 0) {
    doc.font('Helvetica').fontSize(10).fillColor(MUTED).text('Nenhuma rodada jogada.', M, y);
    return;
  }
  const cells = s.rodadas.map((r) => [
    s.evento ? `${r.numero}ª` : `${r.evento_nome} · ${r.numero}ª`,
    prizeAndWinners(r)[0],
    String(r.bolas),
    prizeAndWinners(r)[1],
  ]);
  const heights = (size: number) =>
    cells.map(
      (row) =>
        6 +
        Math.max(
          ...row.map((text, c) =>
            doc
              .font('Helvetica')
              .fontSize(size)
              .heightOfString(text, { width: ROUND_COLS[c]!.width - 8 }),
          ),
        ),
    );
  const headH = 16;
  const noteH = 14;
  let size = 9.5;
  let rowHeights = heights(size);
  const fits = (rows: number) =>
    rowHeights.slice(0, rows).reduce((a, b) => a + b, 0) <= bottom - y - headH - (rows < cells.length ? noteH : 0);
  while (size > 7 && !fits(cells.length)) rowHeights = heights((size -= 0.5));
  let shown = cells.length;
  while (shown > 0 && !fits(shown)) shown--;

  doc.rect(M, y, W, headH).fill('#ede9fe');
  let x = M;
  for (const col of ROUND_COLS) {
    doc
      .font('Helvetica-Bold')
      .fontSize(8.5)
      .fillColor(INK)
      .text(col.title, x + 4, y + 4, { width: col.width - 8, lineBreak: false });
    x += col.width;
  }
  y += headH;
  for (let i = 0; i < shown; i++) {
    x = M;
    cells[i]!.forEach((text, c) => {
      doc
        .font(c === 0 ? 'Helvetica-Bold' : 'Helvetica')
        .fontSize(size)
        .fillColor(INK)
        .text(text, x + 4, y + 3, { width: ROUND_COLS[c]!.width - 8, align: c === 2 ? 'right' : 'left' });
      x += ROUND_COLS[c]!.width;
    });
    y += rowHeights[i]!;
    doc
      .moveTo(M, y)
      .lineTo(M + W, y)
      .lineWidth(0.5)
      .strokeColor(LINE)
      .stroke();
  }
  if (shown < cells.length) {
    doc
      .font('Helvetica-Oblique')
      .fontSize(8.5)
      .fillColor(MUTED)
      .text(`... e mais ${cells.length - shown} rodadas: veja a planilha resumo-evento.xlsx.`, M, y + 3, { width: W });
  }
}

function signatures(doc: PDFKit.PDFDocument): void {
  const y = PAGE.height - M - 22;
  const half = (W - 40) / 2;
  for (const [i, who] of ['Tesouraria', 'Presidência'].entries()) {
    const x = M + i * (half + 40);
    doc
      .moveTo(x, y)
      .lineTo(x + half, y)
      .lineWidth(0.8)
      .strokeColor(INK)
      .stroke();
    doc
      .font('Helvetica')
      .fontSize(9)
      .fillColor(MUTED)
      .text(who, x, y + 4, { width: half, align: 'center', lineBreak: false });
  }
}
