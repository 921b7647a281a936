import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import { bearer } from '../../test/factories.js';
import { createTestApp, type TestContext } from '../../test/harness.js';
import { createSession } from '../modules/auth/index.js';
import { users } from '../modules/auth/tables.js';
import { type SeedResult, seedDemoData } from './demo.js';

type DemoPerson = 'artist' | 'label' | 'operator';

/** The demo seeded once for a test file, with sessions of its three main accounts. */
export interface SeededDemo {
  ctx: TestContext;
  result: SeedResult | null;
  seedMs: number;
  tokens: Record<DemoPerson, string>;
  ids: Record<DemoPerson, number>;
  /** GET as one of them, expecting 200; the JSON body. */
  // biome-ignore lint/suspicious/noExplicitAny: each test reads the shape of the answer it asked for
  get(who: DemoPerson, url: string): Promise<any>;
}

/** Seeds the demo before the file's tests (one app per file) and closes it after them. */
export function useSeededDemo(): SeededDemo {
  const demo: SeededDemo = {
    ctx: undefined as unknown as TestContext,
    result: null,
    seedMs: 0,
    tokens: { artist: '', label: '', operator: '' },
    ids: { artist: 0, label: 0, operator: 0 },
    async get(who, url) {
      const res = await demo.ctx.app.inject({ method: 'GET', url, headers: bearer(demo.tokens[who]) });
      expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
      return res.json();
    },
  };
  beforeAll(async () => {
    demo.ctx = await createTestApp();
    const started = performance.now();
    demo.result = await seedDemoData(demo.ctx.deps);
    demo.seedMs = performance.now() - started;
    for (const [who, email] of [
      ['artist', 'demo@liner.local'],
      ['label', 'label@liner.local'],
      ['operator', 'admin@liner.local'],
    ] as const) {
      const [row] = await demo.ctx.deps.db.select().from(users).where(eq(users.email, email));
      demo.ids[who] = row.id;
      demo.tokens[who] = (await createSession(demo.ctx.deps, row.id, { ip: '127.0.0.1' })).token;
    }
  }, 300_000);
  afterAll(async () => {
    await demo.ctx.close();
  });
  return demo;
}
