import type { z } from 'zod';
import type { ProgrammeKey } from '../contracts/programmes.js';
import { BlocklistPayload } from '../contracts/programmes-blocklist.js';
import { GreenlistPayload } from '../contracts/programmes-greenlist.js';
import type { ProgrammeArea } from '../permissions/programme-rules.js';
import { BLOCKLIST_PLATFORM_LABELS, BLOCKLIST_PLATFORMS } from './blocklist.js';
import { GREENLIST_PLATFORM_LABELS, GREENLIST_PLATFORMS } from './greenlist.js';
import { REVIEW_MACHINE } from './review-machine.js';
import type { ProgrammeStateMachine } from './state-machine.js';

/**
 * What both sides know of a programme: its name, the permission that guards it, its kinds (the
 * platforms), its states and moves, the schema of a submission and its fee. The server adds its
 * logic (eligibility, checks against the catalogue, effects) in its own definition.
 */
export interface ProgrammeDescriptor<Payload = unknown> {
  key: ProgrammeKey;
  /** The named permission area: view needs its read or write, submit its write, remove its delete. */
  area: ProgrammeArea;
  title: string;
  /** One submission, as a sentence names it: 'greenlist entry'. */
  noun: string;
  /** What the kinds are (the list's tabs): 'Platform'. */
  kindLabel: string;
  kinds: readonly string[];
  kindLabels: Readonly<Record<string, string>>;
  machine: ProgrammeStateMachine;
  payload: z.ZodType<Payload>;
  kindOf(payload: Payload): string;
  /** A one-off fee charged to the card on file when submitting, in cents; 0: free. */
  feeCents: number;
}

export const GREENLIST_PROGRAMME: ProgrammeDescriptor<z.output<typeof GreenlistPayload>> = {
  key: 'greenlist',
  area: 'greenlist',
  title: 'Greenlist',
  noun: 'greenlist entry',
  kindLabel: 'Platform',
  kinds: GREENLIST_PLATFORMS,
  kindLabels: GREENLIST_PLATFORM_LABELS,
  machine: REVIEW_MACHINE,
  payload: GreenlistPayload,
  kindOf: (payload) => payload.platform,
  feeCents: 0,
};

export const BLOCKLIST_PROGRAMME: ProgrammeDescriptor<z.output<typeof BlocklistPayload>> = {
  key: 'blocklist',
  area: 'blocklist',
  title: 'Blocklist',
  noun: 'blocklist entry',
  kindLabel: 'Platform',
  kinds: BLOCKLIST_PLATFORMS,
  kindLabels: BLOCKLIST_PLATFORM_LABELS,
  machine: REVIEW_MACHINE,
  payload: BlocklistPayload,
  kindOf: (payload) => payload.platform,
  feeCents: 0,
};

export const PROGRAMME_DESCRIPTORS: Record<ProgrammeKey, ProgrammeDescriptor> = {
  greenlist: GREENLIST_PROGRAMME as ProgrammeDescriptor,
  blocklist: BLOCKLIST_PROGRAMME as ProgrammeDescriptor,
};

/** The label and chip tone of a state, for any programme; an unknown state shows as itself. */
export function programmeStateLabel(key: ProgrammeKey, state: string) {
  return PROGRAMME_DESCRIPTORS[key].machine.labels[state] ?? { label: state, tone: 'default' as const };
}
