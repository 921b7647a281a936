import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/harness.js';
import { ACTION_NAMES } from './action-names.js';
import { describeAction } from './describe-action.js';
import { isAuditedRoute } from './install-audit-trail.js';

describe('names of audited actions', () => {
  let ctx: TestContext;
  let audited: string[];
  beforeAll(async () => {
    ctx = await createTestApp();
    audited = ctx.app.routePolicies
      .filter((route) => isAuditedRoute(route.method, route.access))
      .map((route) => `${route.method} ${route.url}`);
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('gives every write the trail records a readable name from the table', () => {
    expect(audited.length).toBeGreaterThan(50);
    expect(audited.filter((key) => !(key in ACTION_NAMES))).toEqual([]);
  });

  it('names nothing that is not an audited write (a renamed route leaves no stale name)', () => {
    expect(Object.keys(ACTION_NAMES).filter((key) => !audited.includes(key))).toEqual([]);
  });

  it('reads the table, and falls back to words from the pattern for a route without a name', () => {
    expect(describeAction('POST', '/api/portal/release/init-release')).toBe('Created a release draft');
    expect(describeAction('POST', '/api/profile/update/bank/connect')).toBe('Updated payout method (bank)');
    expect(describeAction('POST', '/api/portal/release/:id/archive')).toBe('Release archive');
    expect(describeAction('DELETE', '/api/portal/thing/:id')).toBe('Remove: Thing');
  });
});
