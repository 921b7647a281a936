// CONTRACT between the releases area (owner) and the delivery area (caller). The releases
// engineer implements loadDeliverableRelease; the signature stays as it is.
import type { Release as ErnRelease, Territories } from '@liner/ddex/ern';
import type { AppDeps } from '../../platform/deps.js';

export interface DeliverableRelease {
  releaseId: number;
  ownerUserId: number;
  /** The ERN model without what delivery decides per store (message header and deals). */
  release: Omit<ErnRelease, 'header' | 'deals'>;
  /** Territories chosen in the wizard. */
  territories: Territories;
  /** Store ids chosen in the wizard (ids of the delivery area's store catalog). */
  storeIds: string[];
  /** Where the files are in storage; the ERN's file URIs are rewritten per package. */
  files: { coverStorageKey: string; tracks: { isrc: string; storageKey: string }[] };
}

export async function loadDeliverableRelease(deps: AppDeps, releaseId: number): Promise<DeliverableRelease> {
  void deps;
  throw new Error(`loadDeliverableRelease(${releaseId}) is not implemented yet`);
}
