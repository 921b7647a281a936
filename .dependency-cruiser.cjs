// Import rules of the codebase, checked by `npm run lint` (scripts/check-boundaries.mjs runs
// dependency-cruiser with this file, then checks that the server's areas form no cycle).
const MODULES = '^apps/server/src/modules/';
// Files that only tests load: test files, an area's `testing.ts` factories, `*-test-support.ts`.
const TEST_ONLY = ['\\.test\\.tsx?$', '/testing\\.ts$', '-test-support\\.ts$'];

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'area-through-index',
      comment:
        "An area's index.ts is its public surface: other areas call what it exports and never reach into its files " +
        '(its tables least of all), so an area can change everything behind its index without touching another.',
      severity: 'error',
      from: { path: `${MODULES}([^/]+)/`, pathNot: [...TEST_ONLY, '/tables\\.ts$'] },
      to: { path: MODULES, pathNot: [`${MODULES}$1/`, `${MODULES}[^/]+/index\\.ts$`] },
    },
    {
      name: 'tables-reference-tables',
      comment:
        "A tables.ts may name another area's tables.ts for a foreign key, and nothing else of another area " +
        '(an index would pull operations into the schema).',
      severity: 'error',
      from: { path: `${MODULES}([^/]+)/tables\\.ts$` },
      to: { path: MODULES, pathNot: [`${MODULES}$1/`, `${MODULES}[^/]+/tables\\.ts$`] },
    },
    {
      name: 'tests-through-public-or-test-surface',
      comment:
        "A test may use another area's index.ts, its test factories (testing.ts, *-test-support.ts) and read its " +
        'tables to check what was stored; nothing else of it.',
      severity: 'error',
      from: { path: TEST_ONLY.map((pattern) => `${MODULES}([^/]+)/.*${pattern}`) },
      to: {
        path: MODULES,
        pathNot: [`${MODULES}$1/`, `${MODULES}[^/]+/(index|tables|testing)\\.ts$`, '-test-support\\.ts$'],
      },
    },
    {
      name: 'entry-points-through-index',
      comment: 'app.ts, main.ts, workers.ts, cli.ts and the seed build the app from the areas: through their index.ts.',
      severity: 'error',
      from: { path: '^apps/server/src/(app|main|workers|cli)\\.ts$|^apps/server/src/seed/', pathNot: TEST_ONLY },
      to: { path: MODULES, pathNot: `${MODULES}[^/]+/index\\.ts$` },
    },
    {
      name: 'no-test-support-in-app',
      comment: 'Test factories write rows directly; the running app must never load them.',
      severity: 'error',
      from: { path: '^apps/server/src/', pathNot: TEST_ONLY },
      to: { path: TEST_ONLY },
    },
    {
      name: 'platform-imports-no-area',
      comment:
        'platform/ is what every area stands on (config, database, errors, jobs, mail, storage): if it imported an ' +
        'area, that area and the platform would depend on each other.',
      severity: 'error',
      from: { path: '^apps/server/src/platform/' },
      to: { path: MODULES },
    },
    {
      name: 'no-circular',
      comment:
        'A cycle of static imports makes evaluation order matter (a value read before its module has run) and ' +
        'ties both ends together. Type-only imports count. A lazy import() does not: it runs after both modules ' +
        "have loaded (the web's route table lazily loads pages that import the route helpers).",
      severity: 'error',
      from: { path: '^(apps/server/src|apps/web/src|packages/[^/]+/src)/' },
      to: {
        circular: true,
        dependencyTypesNot: ['dynamic-import'],
        viaOnly: { dependencyTypesNot: ['dynamic-import'] },
      },
    },
    {
      name: 'web-feature-self-contained',
      comment:
        'A web feature uses its own folder, the shared kit (ui/), lib/, app/ and the packages; what two features ' +
        'share belongs in ui/ or lib/, so one feature can be changed or removed without breaking another.',
      severity: 'error',
      from: { path: '^apps/web/src/features/([^/]+)/' },
      to: {
        path: '^apps/web/src/',
        // testing/: the component tests' render and fake API (the next rule keeps them out of the app).
        pathNot: ['^apps/web/src/features/$1/', '^apps/web/src/(ui|lib|app|testing)/'],
      },
    },
    {
      name: 'web-testing-only-in-tests',
      comment: "The web's test helpers (a fake API, a render with providers) must never reach the built app.",
      severity: 'error',
      from: { path: '^apps/web/src/', pathNot: ['\\.test\\.tsx?$', '^apps/web/src/testing/'] },
      to: { path: '^apps/web/src/testing/' },
    },
  ],
  options: {
    // Type-only imports are dependencies too: a type from another area's internals is still a reach inside.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist)/' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default'] },
  },
};
