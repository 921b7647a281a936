/**
 * Local anchors of one message (xs:ID patterns in the XSD: A... resources, T... technical
 * details, R... releases). Tracks keep their list order: track i is A{i+1}, the cover comes
 * after the last track.
 */
export function trackResourceRef(index: number): string {
  return `A${index + 1}`;
}

export function coverResourceRef(trackCount: number): string {
  return `A${trackCount + 1}`;
}

export function trackTechnicalRef(index: number): string {
  return `T${index + 1}`;
}

/** The preview clip's technical details of track i: T{i+1}C, as in DDEX's album sample. */
export function trackPreviewRef(index: number): string {
  return `T${index + 1}C`;
}

export function coverTechnicalRef(trackCount: number): string {
  return `T${trackCount + 1}`;
}

export const MAIN_RELEASE_REF = 'R0';

export function trackReleaseRef(index: number): string {
  return `R${index + 1}`;
}
