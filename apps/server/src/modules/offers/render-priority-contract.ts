/**
 * The signed priority account agreement as a PDF (pdfkit, built-in Helvetica): the parties, the
 * terms of the day it was signed, and the drawn signature with the signer's name and date.
 */
import { priorityAgreementTerms } from '@liner/domain';

const LEFT = 56;
const WIDTH = 483;
const INK = '#1f2933';
const MUTED = '#616e7c';
const ACCENT = '#0b5cad';

export interface PriorityContract {
  issuer: { name: string; url: string };
  signer: { name: string; email: string };
  signedAt: Date;
  signature: Buffer;
}

/** The whole PDF in memory: a one-page contract is a few dozen KB. */
export async function renderPriorityContract(contract: PriorityContract): Promise<Buffer> {
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({
    size: 'A4',
    margin: LEFT,
    info: { Title: 'Priority account agreement', Author: contract.issuer.name },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const day = contract.signedAt.toISOString().slice(0, 10);
  doc.rect(0, 0, 595.28, 8).fill(ACCENT);
  doc.fillColor(INK).font('Helvetica-Bold').fontSize(20).text('Priority account agreement', LEFT, 50);
  doc.font('Helvetica').fontSize(10).fillColor(MUTED).text(`Signed ${day}`, LEFT, 76);
  doc.moveDown(1.5);
  doc.fillColor(INK).fontSize(11);
  doc.text(`Between ${contract.issuer.name} (${contract.issuer.url}), the distributor,`, { width: WIDTH });
  doc.text(`and ${contract.signer.name} (${contract.signer.email}), the account holder.`, { width: WIDTH });
  doc.moveDown();
  priorityAgreementTerms(contract.signedAt).forEach((term, i) => {
    doc
      .font('Helvetica')
      .fontSize(10.5)
      .fillColor(INK)
      .text(`${i + 1}. ${term}`, { width: WIDTH, lineGap: 2 });
    doc.moveDown(0.6);
  });

  doc.moveDown();
  doc.font('Helvetica').fontSize(9).fillColor(MUTED).text('SIGNATURE OF THE ACCOUNT HOLDER');
  doc.image(contract.signature, LEFT, doc.y + 6, { fit: [220, 90] });
  doc.y += 100;
  doc
    .moveTo(LEFT, doc.y)
    .lineTo(LEFT + 240, doc.y)
    .lineWidth(0.5)
    .strokeColor(MUTED)
    .stroke();
  doc.moveDown(0.4);
  doc.font('Helvetica-Bold').fontSize(10.5).fillColor(INK).text(contract.signer.name, LEFT);
  doc
    .font('Helvetica')
    .fontSize(9)
    .fillColor(MUTED)
    .text(`Signed electronically on ${contract.signedAt.toISOString()}`);
  doc.end();
  return done;
}
