/**
 * One paid charge as a PDF invoice (pdfkit, built-in Helvetica): seller and buyer, what was
 * bought and for which period, the amount in the charge's currency.
 */
const LEFT = 56;
const WIDTH = 483;
const INK = '#1f2933';
const MUTED = '#616e7c';
const ACCENT = '#0b5cad';

export interface InvoiceDocument {
  number: string;
  paidAt: Date;
  seller: { name: string; lines: string[] };
  buyer: { name: string; lines: string[] };
  description: string;
  period: { start: Date; end: Date } | null;
  amountCents: number;
  currency: string;
  card: string | null;
}

const day = (date: Date) => date.toISOString().slice(0, 10);

/** Whole cents as "12.34" (integers only: no float ever touches the amount). */
export function centsText(cents: number): string {
  return `${Math.trunc(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

export async function renderInvoicePdf(invoice: InvoiceDocument): Promise<Buffer> {
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({
    size: 'A4',
    margin: LEFT,
    info: { Title: `Invoice ${invoice.number}`, Author: invoice.seller.name },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc.rect(0, 0, 595.28, 8).fill(ACCENT);
  doc.fillColor(INK).font('Helvetica-Bold').fontSize(20).text(`Invoice ${invoice.number}`, LEFT, 50);
  doc
    .font('Helvetica')
    .fontSize(10)
    .fillColor(MUTED)
    .text(`Paid ${day(invoice.paidAt)}`, LEFT, 76);

  const top = 110;
  const party = (title: string, who: { name: string; lines: string[] }, x: number) => {
    doc.font('Helvetica').fontSize(9).fillColor(MUTED).text(title, x, top);
    doc
      .font('Helvetica-Bold')
      .fontSize(11)
      .fillColor(INK)
      .text(who.name, x, top + 14, { width: 230 });
    doc.font('Helvetica').fontSize(10);
    for (const line of who.lines) doc.text(line, { width: 230 });
  };
  party('FROM', invoice.seller, LEFT);
  party('BILLED TO', invoice.buyer, LEFT + 250);

  doc.y = Math.max(doc.y, top + 90) + 20;
  const rowY = doc.y;
  doc.font('Helvetica').fontSize(9).fillColor(MUTED).text('DESCRIPTION', LEFT, rowY);
  doc.text('AMOUNT', LEFT, rowY, { width: WIDTH, align: 'right' });
  doc
    .moveTo(LEFT, rowY + 14)
    .lineTo(LEFT + WIDTH, rowY + 14)
    .lineWidth(0.5)
    .strokeColor(MUTED)
    .stroke();
  const amount = `${centsText(invoice.amountCents)} ${invoice.currency}`;
  doc
    .font('Helvetica')
    .fontSize(11)
    .fillColor(INK)
    .text(invoice.description, LEFT, rowY + 22, { width: 340 });
  doc.text(amount, LEFT, rowY + 22, { width: WIDTH, align: 'right' });
  if (invoice.period)
    doc
      .fontSize(9)
      .fillColor(MUTED)
      .text(`Period ${day(invoice.period.start)} to ${day(invoice.period.end)}`, LEFT, rowY + 40);
  doc
    .font('Helvetica-Bold')
    .fontSize(12)
    .fillColor(INK)
    .text(`Total paid ${amount}`, LEFT, rowY + 70, {
      width: WIDTH,
      align: 'right',
    });
  if (invoice.card)
    doc
      .font('Helvetica')
      .fontSize(9)
      .fillColor(MUTED)
      .text(`Paid by ${invoice.card}`, LEFT, rowY + 90, {
        width: WIDTH,
        align: 'right',
      });
  doc.end();
  return done;
}
