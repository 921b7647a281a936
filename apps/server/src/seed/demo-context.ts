import type { AppDeps } from '../platform/deps.js';
import type { UserRow } from '../modules/auth/index.js';
import type { DemoClock } from './demo-clock.js';

/** The seeded accounts: an artist, a label, the operator, the label's manager and a collaborator. */
export interface DemoAccounts {
  artist: UserRow;
  label: UserRow;
  operator: UserRow;
  manager: UserRow;
  collaborator: UserRow;
}

/** What every seeding step gets: the app's dependencies with the seed's clock, and the accounts. */
export interface DemoContext {
  deps: AppDeps;
  clock: DemoClock;
  accounts: DemoAccounts;
  /** The plain demo password (payout changes are confirmed with it, as a person would). */
  password: string;
}

export interface SeededTrack {
  id: number;
  title: string;
  isrc: string;
  popularity: number;
}

/** A release as the later steps need it: its codes and the days it was on sale. */
export interface SeededRelease {
  key: string;
  id: number;
  ownerUserId: number;
  artist: string;
  title: string;
  upc: string | null;
  tracks: SeededTrack[];
  /** First day on sale (yyyy-mm-dd), for live and taken-down releases. */
  onSaleFrom: string | null;
  /** Last day on sale, for a taken-down release. */
  onSaleUntil: string | null;
}
