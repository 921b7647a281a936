import sharp from 'sharp';
import { acceptAdvance, acceptPriority, advanceEstimateOf, updateAccountOffers } from '../modules/offers/index.js';
import type { DemoContext } from './demo-context.js';

/** A signature as the portal's signature box sends it: a pen stroke on white, as a JPEG data URL. */
async function demoSignature(): Promise<string> {
  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg" width="360" height="120"><rect width="360" height="120" fill="#fff"/>' +
    '<path d="M20 80 C 50 20, 80 110, 120 60 S 190 30, 220 75 S 300 50, 340 40" stroke="#111827" stroke-width="2.5" fill="none"/></svg>';
  const jpeg = await sharp(Buffer.from(svg)).jpeg({ quality: 90 }).toBuffer();
  return `data:image/jpeg;base64,${jpeg.toString('base64')}`;
}

/**
 * The offers, answered so that no demo sign-in opens on a dialog: the label was offered the
 * priority account three weeks ago and signed it (the chip, the contract among its documents);
 * the artist took a royalty advance two days ago, which its next statements will repay.
 */
export async function seedOffers(ctx: DemoContext): Promise<void> {
  const { artist, label, operator } = ctx.accounts;
  ctx.clock.setDaysAgo(21);
  await updateAccountOffers(ctx.deps, operator.id, label.id, { priority: true });
  ctx.clock.setDaysAgo(20);
  await acceptPriority(ctx.deps, label.id, { signature: await demoSignature() });

  ctx.clock.setDaysAgo(3);
  const estimate = await advanceEstimateOf(ctx.deps.db, artist.id, ctx.clock.now());
  // The artist's history always earns an estimate; should it not, the demo simply has no advance.
  if (estimate.totalMicros === null) return;
  await updateAccountOffers(ctx.deps, operator.id, artist.id, { advance: true });
  ctx.clock.setDaysAgo(2);
  await acceptAdvance(ctx.deps, artist.id);
}
