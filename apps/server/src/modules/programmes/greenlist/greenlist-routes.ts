import type { FastifyInstance } from 'fastify';
import {
  type GreenlistPayload,
  GreenlistPayload as GreenlistPayloadSchema,
  GreenlistSubmission,
  GreenlistTypeParams,
  greenlistIsrcText,
  greenlistPlatformOf,
  type ProgrammeSubmission,
} from '@liner/domain';
import { registerSpecPaths } from '../spec-routes.js';
import { GREENLIST } from './greenlist-definition.js';

/** The spec's greenlist submission: title, artist, type, status, ISRC ('Not set' when missing), links. */
export function presentGreenlistSubmission(submission: ProgrammeSubmission): GreenlistSubmission {
  const payload = submission.payload as GreenlistPayload;
  return {
    id: submission.id,
    date: submission.created_at,
    title: submission.subject.title,
    artist_name: submission.subject.artist_name,
    type: greenlistPlatformOf(submission.kind),
    status: submission.state,
    isrc: greenlistIsrcText(submission.subject.isrc),
    links: payload.links ?? [],
    channel_name: payload.channel_name ?? '',
    reason: submission.reason,
  };
}

/** api/portal/greenlist/{type}, /releases, /submit, /remove. */
export function registerGreenlistRoutes(app: FastifyInstance): void {
  registerSpecPaths(app, {
    definition: GREENLIST,
    typeParams: GreenlistTypeParams,
    payload: GreenlistPayloadSchema,
    item: GreenlistSubmission,
    present: presentGreenlistSubmission,
  });
}
