// Test support other areas' tests may use: the Stripe Identity provider over an injected fetch.
import { createStripeClient, createStripeIdentityProvider, type FetchLike } from './stripe-identity-client.js';
import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { identityVerifications } from './tables.js';
import type { AppDeps } from '../../platform/deps.js';
import { installIdentityServices } from './provider-of.js';

/** Switches an app to Stripe Identity whose requests go to `fetchImpl` (recorded answers). */
export function useStripeIdentity(deps: AppDeps, fetchImpl: FetchLike, webhookSecret: string): void {
  const stripe = createStripeClient('sk_test_liner', fetchImpl);
  installIdentityServices(deps, { provider: createStripeIdentityProvider(stripe), stripe, webhookSecret });
}

/** A photo of the given size and format, with an EXIF camera tag the server must not keep. */
export async function testPhoto(width = 800, height = 600, format: 'jpeg' | 'png' | 'heif' = 'jpeg'): Promise<Buffer> {
  const image = sharp({ create: { width, height, channels: 3, background: { r: 40, g: 90, b: 160 } } }).withExif({
    IFD0: { Make: 'LinerTestPhone', Model: 'Secret Model' },
  });
  if (format === 'png') return image.png().toBuffer();
  if (format === 'heif') return image.heif({ compression: 'av1' }).toBuffer();
  return image.jpeg().toBuffer();
}

/** A multipart body for POST support/verification/submit: text fields and photo parts. */
export function identityUpload(
  fields: Record<string, string>,
  files: Record<string, { name: string; content: Buffer }>,
) {
  const boundary = `----liner${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields))
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  for (const [name, file] of Object.entries(files))
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${file.name}"\r\nContent-Type: image/jpeg\r\n\r\n`,
      ),
      file.content,
      Buffer.from('\r\n'),
    );
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** A check whose photos wait in the operator's queue, written directly (no profile needed). */
export async function insertSubmittedCheck(deps: AppDeps, userId: number): Promise<number> {
  const photo = await testPhoto();
  const now = deps.clock.now();
  const [row] = await deps.db
    .insert(identityVerifications)
    .values({
      userId,
      provider: 'review',
      status: 'submitted',
      documentCountry: 'FR',
      documentType: 'passport',
      requestedAt: now,
      submittedAt: now,
    })
    .returning();
  const keys = {
    documentKey: `identity/${userId}/${row.id}/front-test.jpg`,
    selfieKey: `identity/${userId}/${row.id}/selfie-test.jpg`,
  };
  for (const key of Object.values(keys)) await deps.storage.put(key, Readable.from([photo]));
  await deps.db.update(identityVerifications).set(keys).where(eq(identityVerifications.id, row.id));
  return row.id;
}
