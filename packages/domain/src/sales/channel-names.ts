/**
 * Channel display names: Spotify Streaming -> Spotify, IG_UGC -> Instagram
 * UCG, Merlin -> Admin Rebate, an empty name -> Other Revenue. Applied once, when a sale line is
 * stored (and to an operator's store override), so every figure groups by the displayed name.
 */
export const CHANNEL_DISPLAY_NAMES: Readonly<Record<string, string>> = {
  'Spotify Streaming': 'Spotify',
  IG_UGC: 'Instagram UCG',
  Merlin: 'Admin Rebate',
};

export const OTHER_REVENUE_CHANNEL = 'Other Revenue';

export function salesChannelName(raw: string | null | undefined): string {
  const name = (raw ?? '').trim();
  if (name === '') return OTHER_REVENUE_CHANNEL;
  return CHANNEL_DISPLAY_NAMES[name] ?? name;
}
