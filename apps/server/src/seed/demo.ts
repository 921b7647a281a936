import type { AppDeps } from '../platform/deps.js';
import { hashPassword } from '../modules/auth/index.js';
import { createDemoAccounts, hasNoAccounts } from './demo-accounts.js';
import { DEMO_RELEASES } from './demo-catalog.js';
import { DemoClock } from './demo-clock.js';
import { demoCover } from './demo-artwork.js';
import { seedManagers } from './seed-managers.js';
import type { DemoContext, SeededRelease } from './demo-context.js';
import { seedPayouts, seedTransfers } from './seed-money.js';
import { seedFeesAndTax } from './seed-fees-and-tax.js';
import { seedBilling } from './seed-billing.js';
import { seedIsrcClaim } from './seed-isrc-claim.js';
import { seedPlatformLinks } from '../modules/platform-links/index.js';
import { settleStatementStreams } from '../modules/analytics/index.js';
import { seedChangelog, seedNotifications } from './seed-notifications.js';
import { seedOffers } from './seed-offers.js';
import { seedAudience } from './seed-audience.js';
import { seedSupport } from './seed-support.js';
import { seedProgrammes } from './seed-programmes.js';
import { seedHelpCentre } from './seed-help-centre.js';
import { seedReleaseLinks } from './seed-release-links.js';
import { seedPromoCodes } from './seed-promo-codes.js';
import { seedIdentityCheck } from './seed-identity-check.js';
import { seedReadNotifications } from './seed-read-notifications.js';
import { seedRelease } from './seed-releases.js';
import { seedStores } from './seed-stores.js';
import { seedProfiles } from './seed-profiles.js';
import { seedReports } from './seed-reports.js';
import { seedAnalytics } from './seed-analytics.js';
import { seedSplits } from './seed-splits.js';
import {
  DEMO_STATEMENT_MONTHS,
  seedClosedPeriod,
  seedReversedStatement,
  seedStatements,
  statementMonths,
} from './seed-statements.js';
import { seedForeignStatement } from './seed-exchange-rates.js';

export interface SeedResult {
  accounts: { type: string; email: string; password: string }[];
}

export { DEFAULT_DEMO_PASSWORD } from '../platform/config.js';

/** The releases in the order the seed creates them: oldest first. */
const PLANS = [...DEMO_RELEASES].sort((a, b) => b.createdDaysAgo - a.createdDaysAgo);

let covers: Promise<Buffer>[] | null = null;

/**
 * Starts drawing the covers on libvips' threads, one after the other so that the first
 * release's cover is ready first. A first start calls it before its database exists, so the
 * drawing and the database's set-up share the two cores; the seed then finds them drawn.
 */
export function startDrawingDemoCovers(): Promise<Buffer>[] {
  if (covers) return covers;
  let previous: Promise<unknown> = Promise.resolve();
  covers = PLANS.map((plan) => {
    const cover = previous.then(() => demoCover({ title: plan.title, artist: plan.artist, hue: plan.hue }));
    previous = cover;
    return cover;
  });
  return covers;
}

/** The sign-in lines a first start prints: every demo account shares the one password. */
export function demoSignIns(password: string): SeedResult['accounts'] {
  return [
    { type: 'artist', email: 'demo@liner.local', password },
    { type: 'label', email: 'label@liner.local', password },
    { type: 'operator', email: 'admin@liner.local', password },
    { type: 'manager of Northbound Records', email: 'manager@liner.local', password },
    { type: 'collaborator', email: 'collaborator@liner.local', password },
  ];
}

/** Days before the present the demo accounts were opened (before the first release). */
const ACCOUNTS_OPENED_DAYS_AGO = 620;

/**
 * Seeds the living demo on an empty database (no users), and returns null when data exists:
 * an artist and a label with a catalog in every release status, real uploaded audio and
 * artwork, a year and a half of imported statements, splits, transfers, payouts, paid plans,
 * reports and notifications. Everything after the accounts goes through the areas' own operations, with a
 * clock that replays each step on the day it happened, and without a job runner, so statement
 * imports, deliveries and reports run inline.
 */
export async function seedDemoData(
  deps: AppDeps,
  password: string = deps.config.demoPassword,
): Promise<SeedResult | null> {
  if (!(await hasNoAccounts(deps))) return null;
  const present = deps.clock.now();
  const clock = new DemoClock(present);
  const drawn = startDrawingDemoCovers();
  // Warnings only (or quieter, as configured): the first start's output stays the URL and the
  // sign-in, not a line per mail and statement.
  const quiet = deps.logger.levelVal > deps.logger.levels.values.warn ? deps.logger.level : 'warn';
  const logger = deps.logger.child({ seed: 'demo' }, { level: quiet });
  const seedDeps: AppDeps = { ...deps, clock, logger, jobs: null };
  // All demo accounts share one password: hash it once (argon2id is deliberately slow).
  const passwordHash = await hashPassword(password);
  clock.setDaysAgo(ACCOUNTS_OPENED_DAYS_AGO);
  const accounts = await createDemoAccounts(seedDeps, passwordHash);
  if (!accounts) {
    // Another server seeded first: let the covers finish so no work outlives this call.
    await Promise.allSettled(drawn);
    return null;
  }
  const ctx: DemoContext = { deps: seedDeps, clock, accounts, password };
  const ms: Record<string, number> = {};
  const timed = async <T>(phase: string, step: () => Promise<T>): Promise<T> => {
    const started = performance.now();
    try {
      return await step();
    } finally {
      ms[phase] = Math.round(performance.now() - started);
    }
  };

  await timed('notifications', () => seedNotifications(ctx));
  await timed('managers', () => seedManagers(ctx));
  await timed('stores', () => seedStores(ctx));
  await timed('profiles', () => seedProfiles(ctx));
  const releases: SeededRelease[] = [];
  await timed('releases', async () => {
    for (const [index, plan] of PLANS.entries()) {
      const catalogIndex = PLANS.filter((other) => other.owner === plan.owner).indexOf(plan);
      releases.push(await seedRelease(ctx, plan, drawn[index], catalogIndex, releases));
    }
  });
  await timed('isrc claim', () => seedIsrcClaim(ctx, releases));
  await timed('platform links', () =>
    seedPlatformLinks(seedDeps, { artistId: accounts.artist.id, labelId: accounts.label.id }),
  );
  await timed('splits', () => seedSplits(ctx, releases));
  await timed('fees and tax', () => seedFeesAndTax(ctx));
  await timed('billing', () => seedBilling(ctx));
  await timed('statements', () => seedStatements(ctx, releases, present));
  await timed('foreign statement', () => seedForeignStatement(ctx, releases, present));
  await timed('closed period', () => seedClosedPeriod(ctx, present));
  await timed('reversed statement', () => seedReversedStatement(ctx, releases, present));
  await timed('transfers', () => seedTransfers(ctx));
  await timed('payouts', () => seedPayouts(ctx));
  await timed('offers', () => seedOffers(ctx));
  await timed('audience', () => seedAudience(ctx));
  await timed('support', () => seedSupport(ctx, releases));
  await timed('programmes', () => seedProgrammes(ctx, releases));
  await timed('help centre', () => seedHelpCentre(ctx));
  await timed('release links', () => seedReleaseLinks(ctx, releases, present));
  await timed('promo codes', () => seedPromoCodes(ctx));
  await timed('identity check', () => seedIdentityCheck(ctx));
  await timed('reports', () => seedReports(ctx, statementMonths(present, DEMO_STATEMENT_MONTHS)));
  await timed('analytics', () => seedAnalytics(ctx, releases, present));
  // What the worker's sweep would do at the first start: the statements' streams give way to the
  // seeded trend facts of the same months; stores no platform reports (TIDAL) are counted.
  await timed('statement streams', () => settleStatementStreams(seedDeps));
  await seedReadNotifications(ctx);
  await seedChangelog(ctx);

  deps.logger.info({ ms }, 'demo data seeded');
  return { accounts: demoSignIns(password) };
}
