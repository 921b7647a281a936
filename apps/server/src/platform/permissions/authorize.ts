import { can, type OwnedResource, type PermissionAction, refusalOf } from '@liner/domain';
import { AppError } from '../errors.js';
import type { Actor } from '../request-auth.js';

/**
 * Asks the rules and answers the refusal: a resource of another account answers 404 with
 * `notFound` (its existence is not revealed), anything else 403. Returns the actor for chaining.
 */
export function authorize(actor: Actor, action: PermissionAction, resource?: OwnedResource, notFound?: string): Actor {
  if (can(actor, action, resource)) return actor;
  if (refusalOf(actor, resource) === 'not-found')
    throw new AppError('NOT_FOUND', notFound ? { message: notFound } : {});
  throw new AppError('FORBIDDEN');
}

/** Same as authorize for a row that may not exist: a missing row answers 404 too. */
export function authorizeFound<Row>(
  actor: Actor,
  action: PermissionAction,
  row: Row | undefined | null,
  ownerOf: (row: Row) => number,
  notFound?: string,
): Row {
  if (row === undefined || row === null) throw new AppError('NOT_FOUND', notFound ? { message: notFound } : {});
  authorize(actor, action, { ownerId: ownerOf(row) }, notFound);
  return row;
}
