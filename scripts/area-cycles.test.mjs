import { describe, expect, it } from 'vitest';
import { areaGraph, areaOf, findAreaCycles } from './area-cycles.mjs';

const SRC = 'apps/server/src';

/** A cruise result from `from -> to` pairs of server paths (relative to apps/server/src). */
function cruise(...imports) {
  const modules = new Map();
  for (const [from, to] of imports) {
    if (!modules.has(from)) modules.set(from, { source: `${SRC}/${from}`, dependencies: [] });
    modules.get(from).dependencies.push({ resolved: `${SRC}/${to}` });
  }
  return { modules: [...modules.values()] };
}

const cyclesOf = (...imports) => findAreaCycles(areaGraph(cruise(...imports)));

describe('areaOf', () => {
  it('names the area of a module file and the platform, and nothing else', () => {
    expect(areaOf(`${SRC}/modules/sales/query-sales.ts`)).toBe('sales');
    expect(areaOf(`${SRC}/platform/db.ts`)).toBe('platform');
    expect(areaOf(`${SRC}/app.ts`)).toBeNull();
    expect(areaOf('packages/domain/src/money.ts')).toBeNull();
  });
});

describe('findAreaCycles', () => {
  it('finds a cycle that runs through index files, which no file cycle shows', () => {
    expect(
      cyclesOf(
        ['modules/sales/a.ts', 'modules/statements/index.ts'],
        ['modules/statements/index.ts', 'modules/statements/b.ts'],
        ['modules/statements/b.ts', 'modules/sales/index.ts'],
      ),
    ).toEqual([['sales', 'statements', 'sales']]);
  });

  it('counts a foreign key between tables files as a dependency', () => {
    expect(
      cyclesOf(
        ['modules/notifications/tables.ts', 'modules/auth/tables.ts'],
        ['modules/auth/load-current-user.ts', 'modules/notifications/index.ts'],
      ),
    ).toEqual([['auth', 'notifications', 'auth']]);
  });

  it('counts the platform as an area', () => {
    expect(
      cyclesOf(
        ['platform/request-auth.ts', 'modules/auth/sessions.ts'],
        ['modules/auth/sessions.ts', 'platform/db.ts'],
      ),
    ).toEqual([['auth', 'platform', 'auth']]);
  });

  it('reports a longer cycle once, whichever area it is found from', () => {
    expect(
      cyclesOf(
        ['modules/splits/tables.ts', 'modules/releases/tables.ts'],
        ['modules/releases/check.ts', 'modules/uploads/index.ts'],
        ['modules/uploads/preview.ts', 'modules/splits/tables.ts'],
      ),
    ).toEqual([['releases', 'uploads', 'splits', 'releases']]);
  });

  it('leaves out test-only files, which the running app never loads', () => {
    expect(
      cyclesOf(
        ['modules/ledger/balances.ts', 'modules/auth/index.ts'],
        ['modules/auth/login.test.ts', 'modules/ledger/index.ts'],
        ['modules/auth/testing.ts', 'modules/ledger/index.ts'],
        ['modules/auth/sessions-test-support.ts', 'modules/ledger/index.ts'],
      ),
    ).toEqual([]);
  });

  it('finds nothing when areas only depend downwards', () => {
    expect(
      cyclesOf(
        ['modules/wallet/views.ts', 'modules/ledger/index.ts'],
        ['modules/ledger/post.ts', 'platform/db.ts'],
        ['modules/wallet/views.ts', 'modules/auth/index.ts'],
      ),
    ).toEqual([]);
  });
});
