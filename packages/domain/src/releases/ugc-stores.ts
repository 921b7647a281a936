/**
 * The wizard's delivery options that are UGC services, and the store of the catalogue each one
 * delivers to (with the UGC deal terms: a claim on users' uploads, the sound library).
 */
export const UGC_STORE_BY_DELIVERY_FLAG = {
  youtube: 'youtube-content-id',
  facebook: 'meta',
  tiktok: 'tiktok',
} as const;

type UgcFlag = keyof typeof UGC_STORE_BY_DELIVERY_FLAG;

/** The stores a release goes to: those chosen, plus the UGC services whose option is on (1). */
export function deliveryStoreIds(storeIds: readonly string[], flags: Partial<Record<string, unknown>>): string[] {
  const ugc = (Object.keys(UGC_STORE_BY_DELIVERY_FLAG) as UgcFlag[])
    .filter((flag) => flags[flag] === 1)
    .map((flag) => UGC_STORE_BY_DELIVERY_FLAG[flag]);
  return [...new Set([...storeIds, ...ugc])];
}
