import type { TestContext } from '../harness.js';
import type { Resource } from './owner-resources.js';

/**
 * Who calls. Besides the owner and outsiders: people acting for the owner's account after a switch
 * (a manager holding every access type, a manager holding none, a team member with the viewer
 * role), and a collaborator account of their own.
 */
export type Actor =
  | 'anonymous'
  | 'owner'
  | 'stranger'
  | 'unconfirmed'
  | 'operator'
  | 'managerFull'
  | 'managerNone'
  | 'teamViewer'
  | 'collaborator';
export const ACTORS: Actor[] = [
  'anonymous',
  'stranger',
  'unconfirmed',
  'operator',
  'collaborator',
  'managerNone',
  'teamViewer',
  'managerFull',
  'owner',
];
/** The actors that act for the owner's account through a switch. */
export const SWITCHED_ACTORS: readonly Actor[] = ['managerFull', 'managerNone', 'teamViewer'];

/** A value of a parameter that is not a row of Liner (a store's own artist id, a section name). */
export interface Literal {
  literal: string | number;
}

/** One route's row: where its ids come from, a plausible body, and any exception to the rule. */
export interface MatrixEntry {
  /** Where each id (path parameter or body field) comes from. */
  ids: Record<string, Resource | Literal>;
  /** The rest of a valid body (the ids are written into it), so the call reaches the row. */
  body?: Record<string, unknown> | ((ctx: TestContext) => Record<string, unknown>);
  /** A query string the route needs, e.g. `offset=0`. */
  query?: string;
  /** The body is raw bytes (application/octet-stream) instead of JSON. */
  bytes?: Buffer;
  /** Exceptions to the rule of expected-answer.ts, with the reason in `why`. */
  expect?: Partial<Record<Actor, number>>;
  why?: string;
}

/** The rows of one area, keyed `METHOD /url` as Fastify registers the route. */
export type MatrixRows = Record<string, MatrixEntry>;

/** 0 in `expect`: the actor is let through like the owner (no 401, 403 or 404). */
export const LET_THROUGH = 0;
/** A row scoped in the query (`where owner = me`): another account's id is skipped, not refused. */
export const SCOPED_NO_EFFECT = { stranger: LET_THROUGH, unconfirmed: LET_THROUGH, operator: LET_THROUGH };
/** The row of a route whose only id is a release. */
export const RELEASE_ROW = { ids: { id: 'release' } } satisfies MatrixEntry;
