import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AccountDisputeRequest,
  DecideSupportClaimRequest,
  DmcaClaimRequest,
  type SupportClaimKind,
  SupportClaimDecided,
  SupportClaimDetail,
  SupportClaimQuery,
  SupportClaimStarted,
  SupportClaimVerified,
  VerifySupportClaimRequest,
  YoutubeDisputeRequest,
} from '@liner/domain';
import { actorOf, clientOf, signedInActorOf } from '../../../platform/request-auth.js';
import { accountDisputeForm, dmcaForm, youtubeDisputeForm } from './claim-forms.js';
import { decideSupportClaim } from './decide-claim.js';
import { readClaimOfTicket } from './present-claim.js';
import { startSupportClaim } from './start-claim.js';
import { verifySupportClaim } from './verify-claim.js';

/**
 * The DMCA notice, YouTube-dispute and account-dispute forms (api/support/init|verify/{kind}):
 * public, since a rights holder rarely has an account and a suspended person cannot sign in; the
 * claim joins the account of whoever is signed in. And the operator's view and decisions on the
 * ticket a claim became (api/admin/support/claims).
 */
export async function registerSupportClaimRoutes(root: FastifyInstance): Promise<void> {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const tags = ['support claims'];
  const config = { access: 'public', identify: true } as const;
  const started = { 200: SupportClaimStarted };
  const sender = (req: Parameters<typeof clientOf>[0]) => ({ actor: signedInActorOf(req), ip: clientOf(req).ip });

  app.post('/api/support/init/dmca', { config, schema: { tags, body: DmcaClaimRequest, response: started } }, (req) => {
    const form = dmcaForm(req.body);
    return startSupportClaim(app.deps, form.claim, form.captcha, sender(req));
  });
  app.post(
    '/api/support/init/youtube-dispute',
    { config, schema: { tags, body: YoutubeDisputeRequest, response: started } },
    (req) => {
      const form = youtubeDisputeForm(req.body);
      return startSupportClaim(app.deps, form.claim, form.captcha, sender(req));
    },
  );
  app.post(
    '/api/support/init/account-dispute',
    { config, schema: { tags, body: AccountDisputeRequest, response: started } },
    (req) => {
      const form = accountDisputeForm(app.deps, req.body);
      return startSupportClaim(app.deps, form.claim, form.captcha, sender(req));
    },
  );

  const kinds: SupportClaimKind[] = ['dmca', 'youtube-dispute', 'account-dispute'];
  for (const kind of kinds)
    app.post(
      `/api/support/verify/${kind}`,
      {
        config: { access: 'public' },
        schema: { tags, body: VerifySupportClaimRequest, response: { 200: SupportClaimVerified } },
      },
      (req) => verifySupportClaim(app.deps, kind, req.body),
    );

  const operator = { access: 'operator' } as const;
  const security = [{ bearer: [] }];
  const adminTags = ['admin support'];
  app.get(
    '/api/admin/support/claims',
    {
      config: operator,
      schema: { tags: adminTags, security, querystring: SupportClaimQuery, response: { 200: SupportClaimDetail } },
    },
    (req) => readClaimOfTicket(app.deps, req.query.ticket_id),
  );
  app.post(
    '/api/admin/support/claims/decide',
    {
      config: operator,
      schema: { tags: adminTags, security, body: DecideSupportClaimRequest, response: { 200: SupportClaimDecided } },
    },
    (req) => decideSupportClaim(app.deps, actorOf(req), req.body),
  );
}
