import type { FastifyInstance } from 'fastify';
import {
  ALL_RELEASES,
  type BlocklistPayload,
  BlocklistPayload as BlocklistPayloadSchema,
  type BlocklistPlatform,
  BlocklistSubmission,
  BlocklistTypeParams,
  type ProgrammeSubmission,
} from '@liner/domain';
import { registerSpecPaths } from '../spec-routes.js';
import { BLOCKLIST } from './blocklist-definition.js';

/** The spec's blocklist submission: release title ('All Releases' if none), artist, type, status, dates. */
export function presentBlocklistSubmission(submission: ProgrammeSubmission): BlocklistSubmission {
  const payload = submission.payload as BlocklistPayload;
  return {
    id: submission.id,
    date: submission.created_at,
    release_title: submission.subject.release_title ?? ALL_RELEASES,
    artist_name: submission.subject.artist_name,
    type: submission.kind as BlocklistPlatform,
    status: submission.state,
    start_date: payload.start_date,
    end_date: payload.end_date,
    reason: submission.reason,
  };
}

/** api/portal/blocklist/{brand}, /releases, /submit, /remove. */
export function registerBlocklistRoutes(app: FastifyInstance): void {
  registerSpecPaths(app, {
    definition: BLOCKLIST,
    typeParams: BlocklistTypeParams,
    payload: BlocklistPayloadSchema,
    item: BlocklistSubmission,
    present: presentBlocklistSubmission,
  });
}
