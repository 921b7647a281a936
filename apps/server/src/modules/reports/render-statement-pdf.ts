/**
 * The monthly statement as a PDF (pdfkit, built-in Helvetica). Amounts carry 6 decimals, the
 * ledger's own precision, so the printed lines add up to the printed totals exactly.
 */
import type { Readable } from 'node:stream';
import { describeExchangeRate, formatMicros, rateSourceLabel } from '@liner/domain';
import type { StatementModel } from './statement-model.js';

const LEFT = 50;
const RIGHT = 545;
const INK = '#1f2933';
const MUTED = '#616e7c';
const ACCENT = '#0b5cad';
const RULE = '#cbd2d9';

export function statementLines(model: StatementModel): { label: string; amountMicros: bigint; section: string }[] {
  const lines = [
    ...model.earningsByStore.map((row) => ({
      label: row.store,
      amountMicros: row.amountMicros,
      section: 'Earnings by store',
    })),
    { label: 'Splits in', amountMicros: model.splitsInMicros, section: 'Royalty splits' },
    { label: 'Splits out', amountMicros: model.splitsOutMicros, section: 'Royalty splits' },
    { label: 'Transfers in', amountMicros: model.transfersInMicros, section: 'Transfers' },
    { label: 'Transfers out', amountMicros: model.transfersOutMicros, section: 'Transfers' },
    { label: 'Payouts', amountMicros: model.payoutsMicros, section: 'Payouts and fees' },
    { label: 'Fees', amountMicros: model.feesMicros, section: 'Payouts and fees' },
    { label: 'Distribution fee', amountMicros: model.distributionFeesMicros, section: 'Payouts and fees' },
    { label: 'Tax withheld', amountMicros: model.taxWithheldMicros, section: 'Payouts and fees' },
  ];
  if (model.advancesMicros !== 0n || model.advanceRepaymentsMicros !== 0n)
    lines.push(
      { label: 'Royalty advance', amountMicros: model.advancesMicros, section: 'Advances' },
      { label: 'Advance repaid', amountMicros: model.advanceRepaymentsMicros, section: 'Advances' },
    );
  if (model.adjustmentsMicros !== 0n)
    lines.push({ label: 'Adjustments', amountMicros: model.adjustmentsMicros, section: 'Adjustments' });
  return lines;
}

const money = (micros: bigint) => formatMicros(micros, 6);

/**
 * Renders the statement; the caller streams the returned document into storage. pdfkit (with
 * its fonts) is loaded on the first statement, not at start.
 */
export async function renderStatementPdf(model: StatementModel): Promise<Readable> {
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({
    size: 'A4',
    margin: LEFT,
    info: { Title: `Statement ${model.month}`, Author: model.issuer.name },
  });
  let y = 50;

  // Header band: issuer on the left, document title and period on the right.
  doc.rect(0, 0, 595.28, 8).fill(ACCENT);
  doc.fillColor(INK).font('Helvetica-Bold').fontSize(20).text(model.issuer.name, LEFT, y);
  doc
    .font('Helvetica')
    .fontSize(9)
    .fillColor(MUTED)
    .text(model.issuer.url, LEFT, y + 24);
  doc
    .font('Helvetica-Bold')
    .fontSize(16)
    .fillColor(INK)
    .text('Royalty statement', 300, y, { width: RIGHT - 300, align: 'right' });
  doc
    .font('Helvetica')
    .fontSize(10)
    .fillColor(MUTED)
    .text(`Period ${model.periodStart} to ${model.periodEnd}`, 300, y + 22, { width: RIGHT - 300, align: 'right' })
    .text(`Currency ${model.currency}`, 300, y + 36, { width: RIGHT - 300, align: 'right' })
    .text(`Issued ${model.generatedAt.slice(0, 10)}`, 300, y + 50, { width: RIGHT - 300, align: 'right' });
  y += 76;
  doc.moveTo(LEFT, y).lineTo(RIGHT, y).lineWidth(0.5).strokeColor(RULE).stroke();
  y += 14;

  // Addressee.
  doc.font('Helvetica').fontSize(8).fillColor(MUTED).text('STATEMENT FOR', LEFT, y);
  y += 12;
  doc.font('Helvetica-Bold').fontSize(11).fillColor(INK).text(model.account.name, LEFT, y);
  y += 15;
  doc.font('Helvetica').fontSize(10);
  for (const line of [...model.account.addressLines, model.account.email]) {
    doc.text(line, LEFT, y);
    y += 13;
  }
  y += 16;

  const row = (label: string, amount: bigint, options: { bold?: boolean; indent?: number; shade?: boolean } = {}) => {
    // Many stores: continue on a new page rather than drawing past the footer.
    if (y > 730) {
      doc.addPage();
      y = 50;
    }
    if (options.shade) doc.rect(LEFT, y - 4, RIGHT - LEFT, 18).fill('#f0f4f8');
    doc
      .font(options.bold ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(10)
      .fillColor(INK)
      .text(label, LEFT + 6 + (options.indent ?? 0), y, { width: 330 })
      .text(money(amount), 380, y, { width: RIGHT - 386, align: 'right' });
    y += 18;
  };
  const heading = (title: string) => {
    y += 4;
    doc
      .font('Helvetica-Bold')
      .fontSize(9)
      .fillColor(ACCENT)
      .text(title.toUpperCase(), LEFT + 6, y);
    y += 14;
  };

  // Table header.
  doc.rect(LEFT, y - 4, RIGHT - LEFT, 20).fill(INK);
  doc
    .font('Helvetica-Bold')
    .fontSize(9)
    .fillColor('#ffffff')
    .text('DESCRIPTION', LEFT + 6, y + 2)
    .text(`AMOUNT (${model.currency})`, 380, y + 2, { width: RIGHT - 386, align: 'right' });
  y += 24;
  row('Opening balance', model.openingMicros, { bold: true, shade: true });

  if (model.earningsByStore.length === 0) {
    heading('Earnings by store');
    doc
      .font('Helvetica-Oblique')
      .fontSize(9)
      .fillColor(MUTED)
      .text('No store earnings this month', LEFT + 16, y);
    y += 16;
  }
  let section = '';
  const storeTotal = model.earningsByStore.reduce((total, store) => total + store.amountMicros, 0n);
  for (const line of statementLines(model)) {
    if (line.section !== section) {
      // A subtotal under the store rows; it is not a movement of its own.
      if (section === 'Earnings by store') row('Total store earnings', storeTotal, { bold: true, indent: 10 });
      section = line.section;
      heading(section);
    }
    row(line.label, line.amountMicros, { indent: 10 });
  }
  y += 4;
  doc.moveTo(LEFT, y).lineTo(RIGHT, y).lineWidth(1).strokeColor(INK).stroke();
  y += 8;
  row('Closing balance', model.closingMicros, { bold: true, shade: true });
  y += 6;
  row('of which available', model.closing.availableMicros, { indent: 10 });
  row('of which held for split payees', model.closing.heldMicros, { indent: 10 });
  row('of which pending payout', model.closing.pendingPayoutMicros, { indent: 10 });

  // The rates behind the month's foreign-currency sales, so every converted figure can be re-done by hand.
  if (model.exchangeRates.length > 0) {
    y += 10;
    heading('Exchange rates used');
    const columns = [LEFT + 16, LEFT + 80, LEFT + 150, LEFT + 360];
    const rateRow = (cells: string[], font: string) => {
      if (y > 730) {
        doc.addPage();
        y = 50;
      }
      doc.font(font).fontSize(9).fillColor(INK);
      for (const [index, cell] of cells.entries())
        doc.text(cell, columns[index], y, { width: (columns[index + 1] ?? RIGHT) - columns[index] - 6 });
      y += 15;
    };
    rateRow(['Currency', 'Sales month', `Rate (1 unit in ${model.currency})`, 'Source'], 'Helvetica-Bold');
    for (const rate of model.exchangeRates)
      rateRow([rate.currency, rate.month, describeExchangeRate(rate.rate), rateSourceLabel(rate.source)], 'Helvetica');
  }

  doc
    .font('Helvetica')
    .fontSize(8)
    .fillColor(MUTED)
    .text(
      `Closing balance = opening balance + the movements above. Amounts are shown to the micro-unit (6 decimals) in ${model.currency}; ` +
        'store earnings are your own sales before royalty splits. ' +
        `Generated ${model.generatedAt.slice(0, 16).replace('T', ' ')} UTC.`,
      LEFT,
      770,
      { width: RIGHT - LEFT, align: 'left' },
    );
  doc.end();
  return doc as unknown as Readable;
}
