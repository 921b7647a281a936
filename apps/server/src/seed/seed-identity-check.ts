import sharp from 'sharp';
import { requestVerification, submitVerification } from '../modules/identity/index.js';
import type { DemoContext } from './demo-context.js';

/** Days ago the label sent its photos: the operator's queue shows a check that has waited a while. */
const SENT_DAYS_AGO = 1;

/** A specimen passport page, drawn (no real document): the photo box, the name, the machine-readable lines. */
function specimenPassport(name: string): Buffer {
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="1000" height="700">
  <rect width="1000" height="700" fill="#dfe7ef"/>
  <rect x="20" y="20" width="960" height="660" rx="24" fill="#f4f1e8" stroke="#8a7f6a" stroke-width="4"/>
  <text x="60" y="90" font-family="sans-serif" font-size="40" font-weight="700" fill="#2c3e50">PASSPORT · SPECIMEN</text>
  <rect x="60" y="130" width="260" height="340" fill="#c9d3dd"/>
  <circle cx="190" cy="260" r="80" fill="#8d6e63"/>
  <rect x="110" y="350" width="160" height="120" rx="60" fill="#5d4037"/>
  <text x="370" y="180" font-family="sans-serif" font-size="26" fill="#555">Name</text>
  <text x="370" y="220" font-family="sans-serif" font-size="36" fill="#111">${name}</text>
  <text x="370" y="290" font-family="sans-serif" font-size="26" fill="#555">Nationality</text>
  <text x="370" y="330" font-family="sans-serif" font-size="36" fill="#111">GERMANY</text>
  <text x="370" y="400" font-family="sans-serif" font-size="26" fill="#555">Date of expiry</text>
  <text x="370" y="440" font-family="sans-serif" font-size="36" fill="#111">01 JAN 2031</text>
  <text x="60" y="580" font-family="monospace" font-size="34" fill="#111">P&lt;DEUSPECIMEN&lt;&lt;NORTHWIND&lt;&lt;&lt;&lt;&lt;&lt;&lt;&lt;&lt;&lt;&lt;&lt;</text>
  <text x="60" y="630" font-family="monospace" font-size="34" fill="#111">C01X00T478DEU8001014F3101011&lt;&lt;&lt;&lt;&lt;&lt;&lt;06</text>
</svg>`);
}

/** A drawn selfie: a face and shoulders in front of a wall. */
function specimenSelfie(): Buffer {
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="720" height="960">
  <rect width="720" height="960" fill="#b0bec5"/>
  <rect x="160" y="640" width="400" height="320" rx="160" fill="#37474f"/>
  <circle cx="360" cy="420" r="190" fill="#8d6e63"/>
  <circle cx="295" cy="390" r="18" fill="#212121"/>
  <circle cx="425" cy="390" r="18" fill="#212121"/>
  <path d="M290 500 Q360 550 430 500" stroke="#212121" stroke-width="10" fill="none"/>
</svg>`);
}

/** The account's legal name in capitals, safe inside the drawing's XML. */
function legalName(user: DemoContext['accounts']['label']): string {
  const name = `${user.firstName ?? ''} ${user.lastName ?? ''}`.trim().toUpperCase() || 'SPECIMEN';
  return name.replace(/[<>&"']/g, '');
}

/**
 * One identity check waiting in the operator's identity queue: the label asks for a check with a
 * passport and sends a drawn specimen page and selfie through the same operations the page uses,
 * so the photos are checked, re-encoded and stored like any upload.
 */
export async function seedIdentityCheck(ctx: DemoContext): Promise<void> {
  const label = ctx.accounts.label;
  ctx.clock.setDaysAgo(SENT_DAYS_AGO);
  const check = await requestVerification(ctx.deps, label, { documentCountry: 'DE', documentType: 'passport' });
  const [front, selfie] = await Promise.all([
    sharp(specimenPassport(legalName(label)))
      .jpeg({ quality: 85 })
      .toBuffer(),
    sharp(specimenSelfie()).jpeg({ quality: 85 }).toBuffer(),
  ]);
  await submitVerification(ctx.deps, label, { fields: { checkId: String(check.id) }, images: { front, selfie } });
}
