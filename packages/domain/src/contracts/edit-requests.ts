import { z } from 'zod';
import { text, idParam, idField } from './primitives.js';
import { ReviewProblem } from './release-review.js';
import { SaveReleaseRequest, TrackInput } from './releases.js';

/**
 * Edit requests on a delivered or live release: one edit per
 * section (adding one again replaces it), one per track field (removing a track's last edit
 * removes the track's entry). The operator approves the whole request, which is applied to the
 * release and delivered to the stores as an update.
 *
 * Not editable here: type and UPC (they identify the release at the stores), a track's ISRC
 * and audio (a new recording needs a new ISRC, i.e. a new release), and the licensing type.
 */
export const RELEASE_EDIT_SECTIONS = [
  'title',
  'version',
  'versionInfo',
  'artists',
  'label',
  'catalogNumber',
  'primaryGenre',
  'secondaryGenre',
  'language',
  'releaseDate',
  'originalReleaseDate',
  'copyright',
  'artworkFileId',
  'territories',
  'storeIds',
  'deliveryFlags',
  'timeZone',
  'releaseTime',
] as const;
export type ReleaseEditSection = (typeof RELEASE_EDIT_SECTIONS)[number];

export const TRACK_EDIT_FIELDS = [
  'title',
  'version',
  'iswc',
  'language',
  'explicit',
  'cleanVersion',
  'tiktokStartTime',
  'linerNote',
  'lyrics',
  'artists',
  'writers',
  'credits',
] as const;
export type TrackEditField = (typeof TRACK_EDIT_FIELDS)[number];

const releaseShape = SaveReleaseRequest.shape;
const trackShape = TrackInput.shape;

/** The value schema of a section: the same one the wizard's save uses. */
export function releaseEditValueSchema(section: ReleaseEditSection): z.ZodType {
  return releaseShape[section];
}
export function trackEditValueSchema(field: TrackEditField): z.ZodType {
  return trackShape[field];
}

/**
 * {section, value, oldValue}. oldValue is accepted for the legacy client but the server keeps
 * its own reading of the release, so a stale screen cannot record a wrong "before".
 */
export const AddReleaseEditRequest = z.object({
  section: z.enum(RELEASE_EDIT_SECTIONS),
  value: z.unknown(),
  oldValue: z.unknown().optional(),
});
export type AddReleaseEditRequest = z.infer<typeof AddReleaseEditRequest>;

export const AddTrackEditRequest = z.object({
  trackId: idField(),
  field: z.enum(TRACK_EDIT_FIELDS),
  value: z.unknown(),
});
export type AddTrackEditRequest = z.infer<typeof AddTrackEditRequest>;

export const ReleaseEditSectionParams = z.object({
  id: idParam(),
  section: z.enum(RELEASE_EDIT_SECTIONS),
});
export const TrackEditParams = z.object({
  id: idParam(),
  trackId: idParam(),
  field: z.enum(TRACK_EDIT_FIELDS),
});

export const EDIT_REQUEST_STATES = ['open', 'submitted', 'approved', 'rejected'] as const;
export type EditRequestState = (typeof EDIT_REQUEST_STATES)[number];

/** For the artists section: what happens to each participant (one entry per artist). */
export const ParticipantChange = z.object({
  name: text(),
  roles: z.array(text()),
  change: z.enum(['added', 'removed', 'changed', 'kept']),
});
export type ParticipantChange = z.infer<typeof ParticipantChange>;

export const ReleaseEditView = z.object({
  section: z.enum(RELEASE_EDIT_SECTIONS),
  value: z.unknown(),
  oldValue: z.unknown(),
  participants: z.array(ParticipantChange).optional(),
});
export const TrackEditView = z.object({
  trackID: z.number().int(),
  title: text(),
  ISRC: text().nullable(),
  edits: z.array(z.object({ field: z.enum(TRACK_EDIT_FIELDS), value: z.unknown(), oldValue: z.unknown() })),
});

export const EditRequestView = z.object({
  id: z.number().int().nullable(),
  state: z.enum(EDIT_REQUEST_STATES).nullable(),
  note: text().nullable(),
  submitted_at: text().nullable(),
  releaseEdits: z.array(ReleaseEditView),
  trackEdits: z.array(TrackEditView),
});
export type EditRequestView = z.infer<typeof EditRequestView>;

/**
 * The request as the operator reviews it: problems are the pre-delivery check's findings on the
 * release with the edits applied (null when no request waits with edits), so they show before approval.
 */
export const EditRequestReview = EditRequestView.extend({
  problems: z.object({ errors: z.array(ReviewProblem), warnings: z.array(ReviewProblem) }).nullable(),
});
export type EditRequestReview = z.infer<typeof EditRequestReview>;

type Person = { name: string; roles: readonly string[] };

/** Per-artist entries of an artists edit, matched by name (case-insensitive). */
export function participantChanges(before: readonly Person[], after: readonly Person[]): ParticipantChange[] {
  const key = (person: Person) => person.name.trim().toLowerCase();
  const sameRoles = (a: readonly string[], b: readonly string[]) =>
    a.length === b.length && a.every((role, i) => role === b[i]);
  const old = new Map(before.map((person) => [key(person), person]));
  const changes: ParticipantChange[] = after.map((person) => {
    const previous = old.get(key(person));
    const change = !previous ? 'added' : sameRoles(previous.roles, person.roles) ? 'kept' : 'changed';
    return { name: person.name, roles: [...person.roles], change };
  });
  const kept = new Set(after.map(key));
  for (const person of before)
    if (!kept.has(key(person))) changes.push({ name: person.name, roles: [...person.roles], change: 'removed' });
  return changes;
}

export const EDITS_ONLY_WHEN_DELIVERED = 'Edits can be requested for a delivered or live release only';
export const EDIT_REQUEST_UNDER_REVIEW = 'The edit request is being reviewed; wait for the answer before changing it';
export const NO_EDITS_TO_SUBMIT = 'Add at least one edit before sending the request';
export const EDIT_NOT_FOUND = 'There is no such edit in the request';
export const EDIT_SAVED = 'Edit saved';
export const EDIT_REMOVED = 'Edit removed';
export const EDIT_REQUEST_SUBMITTED = 'Edit request sent for review';
export const EDIT_REQUEST_APPROVED = 'Edits applied and sent to the stores';
export const EDIT_REQUEST_REJECTED = 'Edit request declined';
