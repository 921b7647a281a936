import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { SetStorePriceCodeRequest, Store, StorePriceCodeParams } from '@liner/domain';
import { setStorePriceCode } from './set-store-price-code.js';

/** The operator's price tier per store (download deals). */
export async function registerStorePriceCodeRoutes(root: FastifyInstance): Promise<void> {
  const app = root.withTypeProvider<ZodTypeProvider>();
  app.put(
    '/api/admin/stores/:storeId/price-code',
    {
      config: { access: 'operator' },
      schema: {
        tags: ['operator'],
        security: [{ bearer: [] }],
        params: StorePriceCodeParams,
        body: SetStorePriceCodeRequest,
        response: { 200: Store },
      },
    },
    async (req) => setStorePriceCode(app.deps, req.params.storeId, req.body),
  );
}
