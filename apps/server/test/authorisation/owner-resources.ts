import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { addUserDocument } from '../../src/modules/documents/index.js';
import { insertSubmittedCheck } from '../../src/modules/identity/testing.js';
import { notifications } from '../../src/modules/notifications/tables.js';
import { additionalEmails } from '../../src/modules/profile/tables.js';
import { payoutBatches, payoutMethods, payoutRequests } from '../../src/modules/payouts/tables.js';
import { SIGNED_PDF, submitTax } from '../../src/modules/payouts/testing.js';
import { spotifyForArtistsRequests } from '../../src/modules/platform-links/tables.js';
import { isrcClaims, tracks } from '../../src/modules/releases/tables.js';
import { orderReport } from '../../src/modules/reports/testing.js';
import { createOwnedTrack, submitOk } from '../../src/modules/splits/testing.js';
import { seedSupportResources } from '../../src/modules/support/testing.js';
import { seedHelpCentreResources } from '../../src/modules/help-centre/testing.js';
import { seedProgrammeResources } from '../../src/modules/programmes/testing.js';
import { statementMatchAliases } from '../../src/modules/statements/tables.js';
import { statementUpload } from '../../src/modules/statements/testing.js';
import { walletTransfers } from '../../src/modules/wallet/tables.js';
import { bearer, createUser, type CreatedUser } from '../factories.js';
import type { TestContext } from '../harness.js';
import { createPublishableRelease, publishTestRelease } from '../release-factories.js';

/** The owner's resources the matrix reads its ids from. */
export type Resource =
  | 'release'
  | 'track'
  | 'artworkFile'
  | 'audioFile'
  | 'uploadSession'
  | 'quicklink'
  | 'split'
  | 'shareAddressedToOwner'
  | 'report'
  | 'transfer'
  | 'payoutMethod'
  | 'stripePayoutMethod'
  | 'payoutRequest'
  | 'payoutBatch'
  | 'isrcClaim'
  | 'statement'
  | 'analyticsImport'
  | 'matchAlias'
  | 'exchangeRate'
  | 'promoCode'
  | 'taxSubmission'
  | 'identityCheck'
  | 'notification'
  | 'document'
  | 'spotifyForArtistsRequest'
  | 'ownerAccount'
  | 'managerRelationship'
  | 'removableManager'
  | 'managerInvitation'
  | 'teamMemberRelationship'
  | 'additionalEmail'
  | 'invoice'
  | 'audienceFan'
  | 'deletableAudienceFan'
  | 'supportTicket'
  | 'supportChat'
  | 'endedSupportChat'
  | 'supportAttachment'
  | 'supportUploadForCreate'
  | 'supportUploadForUpdate'
  | 'operatorSupportUpload'
  | 'savedReply'
  | 'deletableSavedReply'
  | 'helpArticle'
  | 'deletableHelpArticle'
  | 'supportClaimTicket'
  | 'greenlistSubmission'
  | 'blocklistSubmission';

/** The id at `path` of a seeding call's answer; a refused call stops the test with its answer. */
function seeded(res: LightMyRequestResponse, ...path: string[]): number {
  let value: unknown = res.statusCode < 300 ? res.json() : undefined;
  for (const step of path) value = (value as Record<string, unknown> | undefined)?.[step];
  if (typeof value !== 'number') throw new Error(`seeding ${res.raw.req.url} answered ${res.statusCode} ${res.body}`);
  return value;
}

export async function seedOwnerResources(
  ctx: TestContext,
  owner: CreatedUser,
  operator: CreatedUser,
  resources: Record<Resource, number>,
): Promise<void> {
  const now = ctx.deps.clock.now();
  const made = await createPublishableRelease(ctx, owner.token);
  // Submitted: a quicklink, the review and the takedown need a release past the draft.
  await publishTestRelease(ctx, owner.token, made.releaseId);
  resources.release = made.releaseId;
  resources.artworkFile = made.artworkFileId;
  resources.audioFile = made.audioFileIds[1];
  const [track] = await ctx.deps.db.select().from(tracks).where(eq(tracks.releaseId, made.releaseId));
  resources.track = track.id;

  const upload = await ctx.app.inject({
    method: 'POST',
    url: '/api/distribution/uploads',
    headers: bearer(owner.token),
    payload: { kind: 'audio', fileName: 'take.wav', size: 1000 },
  });
  resources.uploadSession = seeded(upload, 'uploadId');

  const quicklink = await ctx.app.inject({
    method: 'POST',
    url: `/api/portal/quicklink/init/${made.releaseId}`,
    headers: bearer(owner.token),
  });
  resources.quicklink = seeded(quicklink, 'data', 'id');

  const payee = await createUser(ctx);
  resources.split = await submitOk(ctx, owner.token, {
    trackId: await createOwnedTrack(ctx, owner.user.id),
    payees: [{ email: payee.user.email, share: 40 }],
  });
  const payer = await createUser(ctx);
  resources.shareAddressedToOwner = await submitOk(ctx, payer.token, {
    trackId: await createOwnedTrack(ctx, payer.user.id),
    payees: [{ email: owner.user.email, share: 30 }],
  });

  const document = await addUserDocument(ctx.deps, owner.user.id, {
    kind: 'contract',
    title: 'Distribution agreement',
    content: Buffer.from('%PDF-1.4 owner contract'),
    fileName: 'agreement.pdf',
    contentType: 'application/pdf',
  });
  resources.document = document.id;
  const [extraEmail] = await ctx.deps.db
    .insert(additionalEmails)
    .values({ userId: owner.user.id, email: 'owner-press@example.test', confirmedAt: now, createdAt: now })
    .returning();
  resources.additionalEmail = extraEmail.id;

  const subscribed = await ctx.app.inject({
    method: 'POST',
    url: '/api/subscription/create',
    headers: bearer(owner.token),
    payload: {
      planId: 'artist-monthly',
      paymentMethod: {
        provider: 'builtin',
        card: { number: '4242424242424242', expMonth: 12, expYear: 2099, cvc: '123' },
      },
    },
  });
  resources.invoice = seeded(subscribed, 'billing', 'invoices', '0', 'id');

  const report = await orderReport(ctx, owner, 'download/sales', { start_date: '2026-01-01', end_date: '2026-01-31' });
  resources.report = seeded(report, 'reportId');

  const [transfer] = await ctx.deps.db
    .insert(walletTransfers)
    .values({
      senderId: owner.user.id,
      receiverId: payer.user.id,
      amountMicros: 1_000_000n,
      feeMicros: 0n,
      status: 'initiated',
      createdAt: now,
      expiresAt: new Date(now.getTime() + 3_600_000),
    })
    .returning();
  resources.transfer = transfer.id;

  const [method] = await ctx.deps.db
    .insert(payoutMethods)
    .values({
      userId: owner.user.id,
      type: 'paypal',
      status: 'verified',
      paypalEmail: owner.user.email,
      verifiedAt: now,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  resources.payoutMethod = method.id;
  const [stripeMethod] = await ctx.deps.db
    .insert(payoutMethods)
    .values({
      userId: owner.user.id,
      type: 'stripe',
      status: 'pending',
      accountEmail: owner.user.email,
      providerAccountId: 'acct_1QLinerMatrix',
      providerAccountStatus: 'pending',
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  resources.stripePayoutMethod = stripeMethod.id;
  const [batch] = await ctx.deps.db
    .insert(payoutBatches)
    .values({ provider: 'manual', storageKey: 'payouts/none.csv', payoutCount: 0, totalMicros: 0n, createdAt: now })
    .returning();
  resources.payoutBatch = batch.id;
  const [payout] = await ctx.deps.db
    .insert(payoutRequests)
    .values({
      userId: owner.user.id,
      methodId: method.id,
      methodType: 'paypal',
      feeType: 'international',
      amountMicros: 5_000_000n,
      feeMicros: 0n,
      netMicros: 5_000_000n,
      status: 'pending',
      createdAt: now,
    })
    .returning();
  resources.payoutRequest = payout.id;

  // A claim whose track is gone: accepting it answers 409 and moves no code of the other routes' rows.
  const [claim] = await ctx.deps.db
    .insert(isrcClaims)
    .values({
      releaseId: made.releaseId,
      trackId: null,
      isrc: 'QZAAH2600001',
      claimantUserId: owner.user.id,
      holderUserId: operator.user.id,
      createdAt: now,
    })
    .returning();
  resources.isrcClaim = claim.id;

  const [notification] = await ctx.deps.db
    .insert(notifications)
    .values({ userId: owner.user.id, title: 'Hello', message: 'A note' })
    .returning();
  resources.notification = notification.id;

  const statement = statementUpload('sales.csv', 'isrc,amount\nQZTST2600001,1.00\n');
  const uploaded = await ctx.app.inject({
    method: 'POST',
    url: '/api/admin/statements',
    headers: { ...bearer(operator.token), ...statement.headers },
    payload: statement.payload,
  });
  resources.statement = seeded(uploaded, 'id');

  const trends = statementUpload('tiktok.csv', 'date,isrc,creations\n2024-05-01,QZTST2600001,3\n', {
    platform: 'tiktok',
  });
  const trendImport = await ctx.app.inject({
    method: 'POST',
    url: '/api/admin/analytics/imports',
    headers: { ...bearer(operator.token), ...trends.headers },
    payload: trends.payload,
  });
  resources.analyticsImport = seeded(trendImport, 'id');

  const [alias] = await ctx.deps.db
    .insert(statementMatchAliases)
    .values({
      matchKey: 'isrc\u001fspotify\u001fQZTST2600001',
      kind: 'isrc',
      store: 'Spotify',
      label: 'ISRC QZTST2600001',
      releaseId: made.releaseId,
    })
    .returning();
  resources.matchAlias = alias.id;

  const rate = await ctx.app.inject({
    method: 'POST',
    url: '/api/admin/exchange-rates',
    headers: bearer(operator.token),
    payload: { currency: 'GBP', month: '2024-01', rate: '1.27' },
  });
  resources.exchangeRate = seeded(rate, 'rate', 'id');

  const promoCode = await ctx.app.inject({
    method: 'POST',
    url: '/api/admin/promo-codes',
    headers: bearer(operator.token),
    payload: { code: 'MATRIX-CODE', durationDays: 30 },
  });
  resources.promoCode = seeded(promoCode, 'id');

  const tax = await submitTax(
    ctx,
    owner,
    { residencyCountry: 'DE', taxForm: 'W-8BEN' },
    { name: 'w8.pdf', content: SIGNED_PDF },
  );
  if (tax.statusCode !== 200) throw new Error(`tax submission failed: ${tax.body}`);
  // The payee's own account id names their submission on the operator's routes.
  resources.taxSubmission = owner.user.id;
  resources.identityCheck = await insertSubmittedCheck(ctx.deps, owner.user.id);
  const [accessRequest] = await ctx.deps.db
    .insert(spotifyForArtistsRequests)
    .values({
      accountId: owner.user.id,
      spotifyArtistId: '4dpARuHxo51G3z768sgnrY',
      spotifyArtistUrl: 'https://open.spotify.com/artist/4dpARuHxo51G3z768sgnrY',
      upc: '123456789012',
      releaseTitle: 'Matrix Release',
      createdAt: now,
    })
    .returning();
  resources.spotifyForArtistsRequest = accessRequest.id;

  const fan = await ctx.app.inject({
    method: 'POST',
    url: '/api/portal/audience/fan',
    headers: bearer(owner.token),
    payload: { email: 'matrix-fan@example.test', name: 'Matrix Fan' },
  });
  resources.audienceFan = seeded(fan, 'data', 'id');
  const deletable = await ctx.app.inject({
    method: 'POST',
    url: '/api/portal/audience/fan',
    headers: bearer(owner.token),
    payload: { email: 'matrix-fan-2@example.test', name: 'Second Matrix Fan' },
  });
  resources.deletableAudienceFan = seeded(deletable, 'data', 'id');

  Object.assign(resources, await seedSupportResources(ctx, owner, operator));
  Object.assign(resources, await seedHelpCentreResources(ctx, operator));
  Object.assign(resources, await seedProgrammeResources(ctx, owner));
}
