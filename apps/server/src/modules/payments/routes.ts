import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BillingHistoryResponse, INVOICE_CONTENT_TYPE, InvoiceIdParams, PageQuery } from '@liner/domain';
import { accountOf } from '../../platform/request-auth.js';
import { billingHistory } from './billing-history.js';
import { invoicePdf } from './download-invoice.js';
import { receiveStripeEvent } from './stripe-webhook.js';

const WebhookAnswer = z.object({ received: z.boolean(), duplicate: z.boolean() });

/** The account's billing history and invoices (owner only: money), and Stripe's webhook. */
export async function registerPaymentRoutes(root: FastifyInstance): Promise<void> {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const security = [{ bearer: [] }];
  const tags = ['billing'];

  app.get(
    '/api/profile/getBillingHistory',
    {
      config: { access: 'billing.manage' },
      schema: { tags, security, querystring: PageQuery, response: { 200: BillingHistoryResponse } },
    },
    async (req) => billingHistory(app.deps.db, accountOf(req), req.query),
  );

  app.post(
    '/api/profile/download/invoice/:id',
    { config: { access: 'billing.manage' }, schema: { tags, security, params: InvoiceIdParams } },
    async (req, reply) => {
      const pdf = await invoicePdf(app.deps, accountOf(req), req.params.id);
      return reply
        .type(INVOICE_CONTENT_TYPE)
        .header('content-disposition', `attachment; filename="invoice-${req.params.id}.pdf"`)
        .send(pdf);
    },
  );

  // The signature covers the exact bytes Stripe sent, so this scope keeps the body as text.
  await app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => done(null, body));
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/api/webhooks/stripe',
      {
        config: { access: 'public' },
        schema: { tags, body: z.string().max(1_000_000), response: { 200: WebhookAnswer } },
      },
      async (req) => {
        const signature = req.headers['stripe-signature'];
        return receiveStripeEvent(app.deps, req.body, typeof signature === 'string' ? signature : undefined);
      },
    );
  });
}
