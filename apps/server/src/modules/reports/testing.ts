// Helpers for the reports tests (not used by the server).
import { expect } from 'vitest';
import type { TestContext } from '../../../test/harness.js';
import { bearer, createUser, type CreatedUser } from '../../../test/factories.js';
import { csvStatement, GENERIC_MAPPING, statementUpload } from '../statements/testing.js';

/** Imports a generic CSV statement through the operator API, the way real money arrives. */
export async function importCsvStatement(
  ctx: TestContext,
  rows: Parameters<typeof csvStatement>[0],
  fields: Record<string, string> = {},
): Promise<number> {
  const admin = await createUser(ctx, { isAdmin: true });
  const saved = await ctx.app.inject({
    method: 'POST',
    url: '/api/admin/statements/mappings',
    headers: bearer(admin.token),
    payload: { ...GENERIC_MAPPING, name: `Layout ${Date.now()}${Math.random()}` },
  });
  expect(saved.statusCode, saved.body).toBe(200);
  const { payload, headers } = statementUpload('statement.csv', csvStatement(rows), {
    ...fields,
    mappingId: String(saved.json().id),
  });
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/admin/statements',
    headers: { ...headers, ...bearer(admin.token) },
    payload,
  });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json().status).toBe('imported');
  return res.json().id as number;
}

export async function orderReport(ctx: TestContext, who: CreatedUser, path: string, payload: object) {
  return ctx.app.inject({ method: 'POST', url: `/api/portal/reports/${path}`, headers: bearer(who.token), payload });
}

export async function downloadReport(ctx: TestContext, who: CreatedUser, reportId: number) {
  return ctx.app.inject({ method: 'GET', url: `/api/portal/reports/download/${reportId}`, headers: bearer(who.token) });
}

export async function reportStatus(ctx: TestContext, who: CreatedUser, reportId: number) {
  return ctx.app.inject({ method: 'GET', url: `/api/portal/reports/status/${reportId}`, headers: bearer(who.token) });
}
