import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ExchangeRateDeleted,
  ExchangeRateImportRequest,
  ExchangeRateImportResponse,
  ExchangeRateInput,
  ExchangeRateList,
  ExchangeRateParams,
  ExchangeRateQuery,
  ExchangeRateSaved,
  RATE_DELETED,
} from '@liner/domain';
import { actorOf } from '../../platform/request-auth.js';
import {
  deleteReferenceRate,
  importReferenceRates,
  listReferenceRates,
  saveReferenceRate,
  updateReferenceRate,
} from './reference-rates.js';

/**
 * What the rate table asks of the statement imports, given by app.ts (the statements area reads
 * this area's rates, so this area cannot import it back).
 */
export interface WaitingImports {
  /** Currencies and months imports wait for, with the statements waiting. */
  list(): Promise<ExchangeRateList['waiting']>;
  /** Queues again every waiting import whose rates are all known now; their ids. */
  resume(): Promise<number[]>;
}

/** Operator screens for the monthly reference rates (list, add, edit, delete, CSV import). */
export async function registerExchangeRateRoutes(root: FastifyInstance, waiting: WaitingImports): Promise<void> {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const base = '/api/admin/exchange-rates';
  const config = { access: 'operator' } as const;
  const tags = ['operator'];
  const security = [{ bearer: [] }];

  app.get(
    base,
    { config, schema: { tags, security, querystring: ExchangeRateQuery, response: { 200: ExchangeRateList } } },
    async (req) => ({
      data: await listReferenceRates(app.deps, req.query),
      accountCurrency: app.deps.config.money.currency,
      waiting: await waiting.list(),
    }),
  );

  app.post(
    base,
    { config, schema: { tags, security, body: ExchangeRateInput, response: { 200: ExchangeRateSaved } } },
    async (req) => {
      const rate = await saveReferenceRate(app.deps, actorOf(req).user.id, req.body);
      return { rate, resumed: await waiting.resume() };
    },
  );

  app.put(
    `${base}/:id`,
    {
      config,
      schema: {
        tags,
        security,
        params: ExchangeRateParams,
        body: ExchangeRateInput,
        response: { 200: ExchangeRateSaved },
      },
    },
    async (req) => {
      const rate = await updateReferenceRate(app.deps, actorOf(req).user.id, req.params.id, req.body);
      return { rate, resumed: await waiting.resume() };
    },
  );

  app.delete(
    `${base}/:id`,
    { config, schema: { tags, security, params: ExchangeRateParams, response: { 200: ExchangeRateDeleted } } },
    async (req) => {
      await deleteReferenceRate(app.deps, req.params.id);
      return { message: RATE_DELETED };
    },
  );

  app.post(
    `${base}/import`,
    {
      config,
      schema: { tags, security, body: ExchangeRateImportRequest, response: { 200: ExchangeRateImportResponse } },
    },
    async (req) => {
      const saved = await importReferenceRates(app.deps, actorOf(req).user.id, req.body.csv);
      return { saved, resumed: await waiting.resume() };
    },
  );
}
