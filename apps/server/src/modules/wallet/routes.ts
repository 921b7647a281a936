import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  InitTransferRequest,
  PageQuery,
  PotentialReceiversQuery,
  PotentialReceiversResponse,
  TransferIdParams,
  TransferResponse,
  WalletBalanceResponse,
  WalletEstimatesResponse,
  WalletTransactionsPage,
} from '@liner/domain';
import { accountOf } from '../../platform/request-auth.js';
import { listPotentialReceivers } from './find-potential-receivers.js';
import { confirmTransfer, initTransfer } from './transfer-operations.js';
import { listWalletTransactions, walletBalance, walletEstimates } from './wallet-views.js';

/** Base api/portal/wallet; withdrawals and payout methods come from the payouts area. */
export async function registerWalletRoutes(root: FastifyInstance): Promise<void> {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const base = '/api/portal/wallet';
  const config = { access: 'account.read' } as const;
  // Moving money stays with the account's owner, once their e-mail address is confirmed.
  const manage = { access: 'money.move' } as const;
  // Init and confirm answer a repeated Idempotency-Key with their first answer.
  const move = { ...manage, idempotent: true } as const;
  const schema = { tags: ['wallet'], security: [{ bearer: [] }] };

  app.get(`${base}/balance`, { config, schema: { ...schema, response: { 200: WalletBalanceResponse } } }, async (req) =>
    walletBalance(app.deps, accountOf(req)),
  );
  app.get(
    `${base}/transactions`,
    { config, schema: { ...schema, querystring: PageQuery, response: { 200: WalletTransactionsPage } } },
    async (req) => listWalletTransactions(app.deps, accountOf(req), req.query),
  );
  app.get(
    `${base}/estimates`,
    { config, schema: { ...schema, response: { 200: WalletEstimatesResponse } } },
    async (req) => walletEstimates(app.deps, accountOf(req)),
  );
  app.get(
    `${base}/transfers/potential-receivers`,
    {
      config: manage,
      schema: { ...schema, querystring: PotentialReceiversQuery, response: { 200: PotentialReceiversResponse } },
    },
    async (req) => ({ data: await listPotentialReceivers(app.deps.db, accountOf(req), req.query.email) }),
  );
  app.post(
    `${base}/transfers/init`,
    { config: move, schema: { ...schema, body: InitTransferRequest, response: { 200: TransferResponse } } },
    async (req) => initTransfer(app.deps, accountOf(req), req.body),
  );
  app.post(
    `${base}/transfers/:transferId/confirm`,
    { config: move, schema: { ...schema, params: TransferIdParams, response: { 200: TransferResponse } } },
    async (req) => confirmTransfer(app.deps, accountOf(req), req.params.transferId),
  );
}
