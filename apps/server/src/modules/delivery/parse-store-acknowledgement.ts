/**
 * A store's acknowledgement file as DDEX's choreography has stores write them into the
 * distributor's folder (an FtpAcknowledgementMessage, or another *AcknowledgementMessage): which
 * of our messages it answers, and whether the store could process it. Only the few elements
 * Liner acts on are read.
 */
export interface ParsedAcknowledgement {
  /** Our MessageId (LINER-<batch>-<store>) when the file names it. */
  messageId: string | null;
  /** The release's UPC/EAN, from an ICPN element or the acknowledged file's name (<UPC>.xml). */
  icpn: string | null;
  status: 'accepted' | 'live' | 'rejected';
  message: string | null;
}

/** FileStatus / MessageStatus values that mean the store took the message. */
const ACCEPTED = /^(FileOK|SuccessfullyIngested|SuccessfullyIngestedByReleaseDistributor|Accepted|OK)$/i;
/** Some stores confirm publication with an acknowledgement of their own; DDEX leaves the wording open. */
const LIVE = /^(Live|LiveOnStore|Published|Available)$/i;

function decode(text: string): string {
  return text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&')
    .trim();
}

function values(xml: string, element: string): string[] {
  const pattern = new RegExp(`<(?:[\\w-]+:)?${element}(?:\\s[^>]*)?>([^<]*)</(?:[\\w-]+:)?${element}>`, 'g');
  return [...xml.matchAll(pattern)].map((match) => decode(match[1]));
}

export function parseStoreAcknowledgement(xml: string): ParsedAcknowledgement {
  if (!/<(?:[\w-]+:)?\w*AcknowledgementMessage[\s>]/.test(xml))
    throw new Error('Not a DDEX acknowledgement message (no *AcknowledgementMessage root)');
  const messageId = values(xml, 'MessageId').find((id) => id.startsWith('LINER-')) ?? null;
  const fileIcpn = values(xml, 'FileName')
    .map((name) => /(?:^|\/)(\d{12,14})\.xml$/.exec(name)?.[1])
    .find(Boolean);
  const icpn = values(xml, 'ICPN').find((code) => /^\d{12,14}$/.test(code)) ?? fileIcpn ?? null;
  if (!messageId && !icpn) throw new Error('The acknowledgement names no message of Liner nor a UPC');
  const statusText = [...values(xml, 'FileStatus'), ...values(xml, 'MessageStatus'), ...values(xml, 'ReleaseStatus')];
  if (statusText.length === 0) throw new Error('The acknowledgement has no FileStatus');
  const errors = [...values(xml, 'ErrorText'), ...values(xml, 'ErrorMessage'), ...values(xml, 'Description')];
  const status = statusText.some((value) => !ACCEPTED.test(value) && !LIVE.test(value))
    ? 'rejected'
    : statusText.some((value) => LIVE.test(value))
      ? 'live'
      : 'accepted';
  const message =
    status === 'rejected'
      ? [statusText.find((value) => !ACCEPTED.test(value) && !LIVE.test(value)), ...errors].filter(Boolean).join(': ')
      : errors.join(' ') || null;
  return { messageId, icpn, status, message: message ? message.slice(0, 2000) : null };
}
