// Test helpers of the audience area, for its own tests and the authorisation matrix.
import type { LightMyRequestResponse } from 'fastify';
import type { AudienceColumnMapping } from '@liner/domain';
import { bearer, type CreatedUser } from '../../../test/factories.js';
import type { TestContext } from '../../../test/harness.js';

export const AUDIENCE = '/api/portal/audience';

export async function callAudience(
  ctx: TestContext,
  who: CreatedUser,
  method: 'GET' | 'POST' | 'DELETE',
  path: string,
  payload?: unknown,
): Promise<LightMyRequestResponse> {
  return ctx.app.inject({
    method,
    url: `${AUDIENCE}${path}`,
    headers: bearer(who.token),
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

/** Adds a fan through the API and answers its id; a refusal stops the test with the answer. */
export async function addTestFan(
  ctx: TestContext,
  who: CreatedUser,
  fan: Record<string, unknown> & { email: string },
): Promise<number> {
  const res = await callAudience(ctx, who, 'POST', '/fan', fan);
  if (res.statusCode !== 200) throw new Error(`adding a fan answered ${res.statusCode} ${res.body}`);
  return res.json().data.id as number;
}

/** Imports a CSV through the API with the given column mapping. */
export function importCsv(
  ctx: TestContext,
  who: CreatedUser,
  csv: string,
  columns: Partial<Record<keyof AudienceColumnMapping, number>>,
  options: { has_header?: boolean; consent?: boolean } = {},
): Promise<LightMyRequestResponse> {
  return callAudience(ctx, who, 'POST', '/fan/bulk-import', { csv, columns, ...options });
}
