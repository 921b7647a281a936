import { participantChanges, type EditRequestView } from '@liner/domain';
import type { DbExecutor } from '../../platform/db.js';
import { findReleaseTracks } from '../releases/index.js';
import { findLatestEditRequest, loadEditItems } from './active-edit-request.js';

type Person = { name: string; roles: string[] };

/** The release's edit request as the API shapes it: releaseEdits and trackEdits grouped per track. */
export async function readEditRequest(db: DbExecutor, releaseId: number): Promise<EditRequestView> {
  const request = await findLatestEditRequest(db, releaseId);
  if (!request) return { id: null, state: null, note: null, submitted_at: null, releaseEdits: [], trackEdits: [] };
  const { sections, trackItems } = await loadEditItems(db, request.id);
  const trackRows = await findReleaseTracks(db, releaseId);
  const trackEdits = trackRows
    .map((track) => ({
      trackID: track.id,
      title: track.title,
      ISRC: track.isrc,
      edits: trackItems
        .filter((item) => item.trackId === track.id)
        .map((item) => ({
          field: item.field as EditRequestView['trackEdits'][number]['edits'][number]['field'],
          value: item.value,
          oldValue: item.oldValue,
        })),
    }))
    .filter((entry) => entry.edits.length > 0);
  return {
    id: request.id,
    state: request.state,
    note: request.decisionNote,
    submitted_at: request.submittedAt?.toISOString() ?? null,
    releaseEdits: sections.map((item) => ({
      section: item.section as EditRequestView['releaseEdits'][number]['section'],
      value: item.value,
      oldValue: item.oldValue,
      ...(item.section === 'artists'
        ? { participants: participantChanges((item.oldValue ?? []) as Person[], (item.value ?? []) as Person[]) }
        : {}),
    })),
    trackEdits,
  };
}
