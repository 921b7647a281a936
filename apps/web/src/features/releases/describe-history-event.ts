import { releaseStatusBadge } from '@liner/domain';
import { sectionLabel } from '../../lib/edit-values.js';

/** A history event as a person reads it: what happened, then the facts that matter. */
export interface HistoryEventText {
  title: string;
  details: string[];
}

/** What each event name the server records means, in words. */
const TITLES: Record<string, string> = {
  created: 'Release created',
  published: 'Submitted for review',
  approved: 'Approved for delivery',
  'needs-docs': 'Documents requested',
  rejected: 'Rejected',
  'delivery-requested': 'Delivery to the stores requested',
  'live-at-store': 'Live at a store',
  'takedown-requested': 'Takedown requested',
  'takedown-cancelled': 'Takedown request cancelled',
  'takedown-declined': 'Takedown request declined',
  takedown: 'Takedown approved',
  'taken-down': 'Taken down from the stores',
  'edit-added': 'Change added to the edit request',
  'edit-removed': 'Change removed from the edit request',
  'edit-submitted': 'Edit request submitted',
  'edit-approved': 'Edit request approved',
  'edit-rejected': 'Edit request declined',
};

const DELIVERY_KINDS: Record<string, string> = {
  insert: 'first delivery',
  update: 'update of the delivered release',
  takedown: 'takedown',
};

/** Keys that only link records together (batch, request ids): nothing a person acts on. */
const INTERNAL_KEYS = new Set(['batchId', 'editRequestId', 'upc', 'deliveryAction', 'trackId']);

const statusName = (value: unknown) => releaseStatusBadge(Number(value), false).label;

/** "status_changed" -> "Status changed": a readable fallback for an event name this page does not know yet. */
function humanise(code: string): string {
  const words = code
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/[._-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words ? words[0]!.toUpperCase() + words.slice(1) : code;
}

function plural(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

/** One sentence per fact of the event's detail, in the order a reader needs them. */
function describeDetail(detail: Record<string, unknown>): string[] {
  const lines: string[] = [];
  // Several internal steps share one badge (approved and pending review both read "Pending"): a
  // change the badge does not show is left to the event's title.
  if (detail.from !== undefined && detail.to !== undefined) {
    if (statusName(detail.from) !== statusName(detail.to))
      lines.push(`Status changed from ${statusName(detail.from)} to ${statusName(detail.to)}`);
  } else if (detail.to !== undefined) lines.push(`Status is now ${statusName(detail.to)}`);
  if (detail.upcAssigned === true)
    lines.push(typeof detail.upc === 'string' ? `UPC ${detail.upc} assigned` : 'UPC assigned');
  if (Array.isArray(detail.isrcsAssigned) && detail.isrcsAssigned.length > 0)
    lines.push(`${plural(detail.isrcsAssigned.length, 'ISRC', 'ISRCs')} assigned`);
  if (typeof detail.deliveryAction === 'string')
    lines.push(`Sent as a ${DELIVERY_KINDS[detail.deliveryAction] ?? detail.deliveryAction}`);
  if (typeof detail.store === 'string') lines.push(`Store: ${detail.store}`);
  if (typeof detail.section === 'string') lines.push(`Section: ${sectionLabel(detail.section)}`);
  if (typeof detail.field === 'string')
    lines.push(
      `Track field: ${sectionLabel(detail.field)}${typeof detail.trackId === 'number' ? ` (track #${detail.trackId})` : ''}`,
    );
  if (Array.isArray(detail.sections) && detail.sections.length > 0)
    lines.push(`Sections: ${detail.sections.map((section) => sectionLabel(String(section))).join(', ')}`);
  if (Array.isArray(detail.tracks) && detail.tracks.length > 0)
    lines.push(`${plural(detail.tracks.length, 'track', 'tracks')} changed`);
  if (typeof detail.reason === 'string' && !TITLES[detail.reason]) lines.push(`Reason: ${detail.reason}`);
  if (typeof detail.note === 'string' && detail.note) lines.push(`Note: “${detail.note}”`);
  const known = new Set([
    'from',
    'to',
    'upcAssigned',
    'isrcsAssigned',
    'store',
    'section',
    'field',
    'sections',
    'tracks',
    'reason',
    'note',
  ]);
  for (const [key, value] of Object.entries(detail)) {
    if (known.has(key) || INTERNAL_KEYS.has(key) || value === null || typeof value === 'object') continue;
    lines.push(`${humanise(key)}: ${typeof value === 'boolean' ? (value ? 'yes' : 'no') : String(value)}`);
  }
  return lines;
}

/**
 * The History tab's text for one event: the event name as a sentence, status numbers as the
 * badge labels every list shows, flags as what they mean ("UPC assigned"), never raw codes.
 */
export function describeHistoryEvent(event: { action: string; detail: Record<string, unknown> }): HistoryEventText {
  const title =
    event.action === 'live-at-store' && typeof event.detail.store === 'string'
      ? `Live on ${event.detail.store}`
      : (TITLES[event.action] ?? humanise(event.action));
  const details = describeDetail(event.detail).filter(
    (line) => !(event.action === 'live-at-store' && line.startsWith('Store: ')),
  );
  return { title, details };
}
