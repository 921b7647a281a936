import {
  DISPUTED_DECISION_LABELS,
  DMCA_STATEMENTS,
  type SupportClaimDetails,
  type SupportClaimLine,
  YOUTUBE_DISPUTE_REASON_LABELS,
} from '../contracts/support-claims.js';
import { formatIsrc } from '../identifiers/isrc.js';
import { youtubeWatchUrl } from './youtube-video.js';

/**
 * A claim as people read it: the operator's panel shows these lines, and the ticket's first
 * message is written from them, so both say the same thing in the same words.
 */
export function supportClaimLines(claim: SupportClaimDetails): SupportClaimLine[] {
  const lines: [string, string][] = [];
  switch (claim.kind) {
    case 'dmca': {
      const f = claim.fields;
      lines.push(['Copyrighted work', f.copyrighted_work], ['Infringing material', f.infringing_material]);
      if (f.infringing_url) lines.push(['Where it is', f.infringing_url]);
      if (f.upc) lines.push(['UPC', f.upc.replace(/^0+(?=\d{12})/, '')]);
      if (f.isrc) lines.push(['ISRC', formatIsrc(f.isrc)]);
      lines.push(
        ['Rights owner', f.rights_owner || f.name],
        ['Complainant', f.name],
        ['Address', f.address],
        ['Phone', f.phone],
        ['E-mail', f.email],
        ['Good-faith statement', `Confirmed: ${DMCA_STATEMENTS.goodFaith}`],
        ['Accuracy statement', `Confirmed: ${DMCA_STATEMENTS.accurateUnderPenalty}`],
        ['Signature', `/s/ ${f.signature}`],
      );
      break;
    }
    case 'youtube-dispute': {
      const f = claim.fields;
      lines.push(['Video', youtubeWatchUrl(f.video_id)], ['Video ID', f.video_id]);
      if (f.claim_id) lines.push(['Claim or asset ID', f.claim_id]);
      lines.push(
        ['Track (ISRC)', formatIsrc(f.isrc)],
        ['Reason', YOUTUBE_DISPUTE_REASON_LABELS[f.reason]],
        ['Explanation', f.explanation],
        ['Name', f.name],
        ['E-mail', f.email],
      );
      break;
    }
    case 'account-dispute': {
      const f = claim.fields;
      lines.push(
        ['Account', f.account],
        ['Decision disputed', DISPUTED_DECISION_LABELS[f.decision]],
        ['Date of the decision', f.decision_date],
        ['Explanation', f.explanation],
        ['Name', f.name],
        ['E-mail', f.email],
      );
      break;
    }
  }
  return lines.map(([label, value]) => ({ label, value }));
}

const SUBJECT_MAX = 150;

function cut(value: string, length: number): string {
  const oneLine = value.replace(/\s+/g, ' ').trim();
  return oneLine.length <= length ? oneLine : `${oneLine.slice(0, length - 1).trimEnd()}…`;
}

/** The ticket's subject: what kind of request, and what it is about. */
export function supportClaimSubject(claim: SupportClaimDetails): string {
  switch (claim.kind) {
    case 'dmca':
      return cut(`DMCA notice: ${claim.fields.copyrighted_work}`, SUBJECT_MAX);
    case 'youtube-dispute':
      return `YouTube claim dispute: video ${claim.fields.video_id}`;
    case 'account-dispute':
      return `Account dispute: ${DISPUTED_DECISION_LABELS[claim.fields.decision].toLowerCase()}`;
  }
}

/** The ticket's first message: the reference, then one paragraph per line (multi-line answers kept). */
export function supportClaimDescription(reference: string, lines: readonly SupportClaimLine[]): string {
  const body = lines.map(({ label, value }) => (value.includes('\n') ? `${label}:\n${value}` : `${label}: ${value}`));
  return [`Reference: ${reference}`, ...body].join('\n\n');
}
