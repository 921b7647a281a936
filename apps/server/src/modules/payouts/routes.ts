import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AdminPayoutsPage,
  AdminPayoutsQuery,
  BatchIdParams,
  BankConnectRequest,
  ConfirmPayoutChangeRequest,
  ExportPayoutsRequest,
  ExportPayoutsResponse,
  ExportedBatch,
  OkResponse,
  PageQuery,
  PaypalInitRequest,
  PaypalVerifyRequest,
  PayoutIdParams,
  PayoutMethodsResponse,
  PayoutChangeCodeResponse,
  PayoutQuoteRequest,
  PayoutQuoteResponse,
  PayoutBatchRow,
  PayoutBatchesPage,
  PayoutBatchesQuery,
  PayoutRow,
  RejectPayoutRequest,
  ReturnPayoutRequest,
  SetTaxProfileRequest,
  TaxProfile,
  TaxProfilesPage,
  TaxProfilesQuery,
  TaxSummaryQuery,
  WithdrawalsPage,
} from '@liner/domain';
import { accountOf, actorOf, clientOf } from '../../platform/request-auth.js';
import { sendPayoutChangeCode } from './confirm-payout-change.js';
import { exportApprovedPayouts, resubmitPayoutBatch } from './export-payouts.js';
import {
  connectBank,
  initPaypal,
  listPayoutMethods,
  removeBank,
  removePaypal,
  verifyPaypal,
} from './payout-methods.js';
import { listUserPayouts, quotePayout, requestPayout } from './payout-requests.js';
import { configuredPayoutProviders } from './payout-provider-registry.js';
import { approvePayout, listAdminPayouts, rejectPayout } from './review-payouts.js';
import { listPayoutBatches, openBatchFile } from './payout-batches.js';
import { markBatchPaid, returnPayout, syncPayoutBatch } from './settle-payouts.js';
import { findTaxProfile, listTaxProfiles, setTaxProfile } from './tax-profiles.js';
import { taxSummaryCsv } from './tax-summary.js';
import { registerTaxInformationRoutes } from './tax-routes.js';
import { registerProviderMethodRoutes } from './provider-method-routes.js';
import { registerStripeConnectRoutes, registerStripeConnectWebhook } from './stripe-connect-routes.js';

const ok = { 200: OkResponse };

/** Payout methods (api/profile), payout requests (api/portal/wallet/withdrawals) and the operator's payout desk. */
export async function registerPayoutRoutes(root: FastifyInstance): Promise<void> {
  const app = root.withTypeProvider<ZodTypeProvider>();
  // Payout methods and withdrawals move the account's money: its owner only, with a confirmed
  // e-mail address; the desk is the operator's.
  const read = { access: 'account.read' } as const;
  const manage = { access: 'money.move' } as const;
  const admin = { access: 'operator' } as const;
  // The calls that move money answer a repeated Idempotency-Key with their first answer.
  const payOut = { ...manage, idempotent: true } as const;
  const adminMove = { ...admin, idempotent: true } as const;
  const security = [{ bearer: [] }];
  const profile = { tags: ['payout methods'], security };
  const wallet = { tags: ['wallet'], security };
  const desk = { tags: ['admin payouts'], security };

  app.get(
    '/api/profile/payout-methods',
    { config: read, schema: { ...profile, response: { 200: PayoutMethodsResponse } } },
    async (req) => listPayoutMethods(app.deps, accountOf(req)),
  );
  // For accounts with e-mailed codes: the code (and secret) any of the changes below accepts instead of the password.
  app.post(
    '/api/profile/payout-methods/email-code',
    { config: manage, schema: { ...profile, response: { 200: PayoutChangeCodeResponse } } },
    async (req) => sendPayoutChangeCode(app.deps, actorOf(req).user, clientOf(req)),
  );
  app.post(
    '/api/profile/paypal/init',
    { config: manage, schema: { ...profile, body: PaypalInitRequest, response: ok } },
    async (req) => ({ message: await initPaypal(app.deps, actorOf(req).user, req.body) }),
  );
  app.post(
    '/api/profile/paypal/verify',
    { config: manage, schema: { ...profile, body: PaypalVerifyRequest, response: ok } },
    async (req) => ({ message: await verifyPaypal(app.deps, actorOf(req).user, req.body.code) }),
  );
  app.post(
    '/api/profile/paypal/remove',
    { config: manage, schema: { ...profile, body: ConfirmPayoutChangeRequest, response: ok } },
    async (req) => ({ message: await removePaypal(app.deps, actorOf(req).user, req.body) }),
  );
  app.post(
    '/api/profile/update/bank/connect',
    { config: manage, schema: { ...profile, body: BankConnectRequest, response: ok } },
    async (req) => ({ message: await connectBank(app.deps, actorOf(req).user, req.body) }),
  );
  app.post(
    '/api/profile/remove/bank',
    { config: manage, schema: { ...profile, body: ConfirmPayoutChangeRequest, response: ok } },
    async (req) => ({ message: await removeBank(app.deps, actorOf(req).user, req.body) }),
  );

  app.get(
    '/api/portal/wallet/withdrawals',
    { config: read, schema: { ...wallet, querystring: PageQuery, response: { 200: WithdrawalsPage } } },
    async (req) => listUserPayouts(app.deps, accountOf(req), req.query),
  );
  app.post(
    '/api/portal/wallet/withdrawals/quote',
    { config: manage, schema: { ...wallet, body: PayoutQuoteRequest, response: { 200: PayoutQuoteResponse } } },
    async (req) => quotePayout(app.deps, actorOf(req).user, req.body),
  );
  app.post(
    '/api/portal/wallet/withdrawals',
    { config: payOut, schema: { ...wallet, body: PayoutQuoteRequest, response: { 200: PayoutRow } } },
    async (req) => requestPayout(app.deps, actorOf(req).user, req.body),
  );
  // The older name of the same call, kept for clients that use it.
  app.post(
    '/api/portal/wallet/transactions/submit',
    { config: payOut, schema: { ...wallet, body: PayoutQuoteRequest, response: { 200: PayoutRow } } },
    async (req) => requestPayout(app.deps, actorOf(req).user, req.body),
  );

  app.get(
    '/api/admin/payouts',
    { config: admin, schema: { ...desk, querystring: AdminPayoutsQuery, response: { 200: AdminPayoutsPage } } },
    async (req) => listAdminPayouts(app.deps, req.query),
  );
  app.post(
    '/api/admin/payouts/:payoutId/approve',
    { config: adminMove, schema: { ...desk, params: PayoutIdParams, response: { 200: PayoutRow } } },
    async (req) => approvePayout(app.deps, actorOf(req).user.id, req.params.payoutId),
  );
  app.post(
    '/api/admin/payouts/:payoutId/reject',
    {
      config: adminMove,
      schema: { ...desk, params: PayoutIdParams, body: RejectPayoutRequest, response: { 200: PayoutRow } },
    },
    async (req) => rejectPayout(app.deps, actorOf(req).user.id, req.params.payoutId, req.body.reason),
  );
  app.post(
    '/api/admin/payouts/export',
    { config: adminMove, schema: { ...desk, body: ExportPayoutsRequest, response: { 200: ExportPayoutsResponse } } },
    async (req) =>
      exportApprovedPayouts(
        app.deps,
        actorOf(req).user.id,
        req.body.provider === 'providers' ? configuredPayoutProviders(app.deps) : null,
      ),
  );
  app.post(
    '/api/admin/payouts/batches/:batchId/submit',
    { config: adminMove, schema: { ...desk, params: BatchIdParams, response: { 200: ExportedBatch } } },
    async (req) => resubmitPayoutBatch(app.deps, req.params.batchId, configuredPayoutProviders(app.deps)),
  );
  app.get(
    '/api/admin/payouts/batches',
    { config: admin, schema: { ...desk, querystring: PayoutBatchesQuery, response: { 200: PayoutBatchesPage } } },
    async (req) => listPayoutBatches(app.deps, req.query),
  );
  // The batch CSV for the operator's browser (export answers its id; the desk downloads it).
  app.get(
    '/api/admin/payouts/batches/:batchId/file',
    { config: admin, schema: { ...desk, params: BatchIdParams } },
    async (req, reply) => {
      const file = await openBatchFile(app.deps, req.params.batchId);
      reply.header('content-type', 'text/csv; charset=utf-8');
      reply.header('content-disposition', `attachment; filename="${file.name}"`);
      return reply.send(file.body);
    },
  );
  app.post(
    '/api/admin/payouts/batches/:batchId/paid',
    { config: adminMove, schema: { ...desk, params: BatchIdParams, response: { 200: PayoutBatchRow } } },
    async (req) => markBatchPaid(app.deps, actorOf(req).user.id, req.params.batchId),
  );
  app.post(
    '/api/admin/payouts/batches/:batchId/sync',
    { config: adminMove, schema: { ...desk, params: BatchIdParams, response: { 200: PayoutBatchRow } } },
    async (req) => syncPayoutBatch(app.deps, req.params.batchId, configuredPayoutProviders(app.deps)),
  );
  app.post(
    '/api/admin/payouts/:payoutId/returned',
    {
      config: adminMove,
      schema: { ...desk, params: PayoutIdParams, body: ReturnPayoutRequest, response: { 200: PayoutRow } },
    },
    async (req) => returnPayout(app.deps, actorOf(req).user.id, req.params.payoutId, req.body.reason),
  );
  // Payee tax profiles (the operator sets them; the payee sees theirs) and the yearly summary.
  app.get(
    '/api/portal/wallet/tax-profile',
    { config: read, schema: { ...wallet, response: { 200: TaxProfile } } },
    async (req) => findTaxProfile(app.deps, accountOf(req)),
  );
  app.get(
    '/api/admin/tax-profiles',
    { config: admin, schema: { ...desk, querystring: TaxProfilesQuery, response: { 200: TaxProfilesPage } } },
    async (req) => listTaxProfiles(app.deps, req.query),
  );
  app.put(
    '/api/admin/tax-profiles',
    { config: admin, schema: { ...desk, body: SetTaxProfileRequest, response: { 200: TaxProfile } } },
    async (req) => setTaxProfile(app.deps, actorOf(req).user.id, req.body),
  );
  app.get(
    '/api/admin/payouts/tax-summary',
    { config: admin, schema: { ...desk, querystring: TaxSummaryQuery } },
    async (req, reply) => {
      const file = await taxSummaryCsv(app.deps, req.query.year);
      reply.header('content-type', 'text/csv; charset=utf-8');
      reply.header('content-disposition', `attachment; filename="${file.name}"`);
      return file.body;
    },
  );
  await registerTaxInformationRoutes(app);
  await registerProviderMethodRoutes(app);
  await registerStripeConnectRoutes(app);
  await registerStripeConnectWebhook(app);
}
