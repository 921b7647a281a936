import {
  CONFIRM_EMAIL_FIRST_MESSAGE,
  can,
  type OwnedResource,
  type PermissionAction,
  refusalOf,
  refusedForUnconfirmedEmail,
} from '@liner/domain';
import { AppError } from '../errors.js';
import type { Actor } from '../request-auth.js';

/** The 403 for someone whose only missing piece is a confirmed e-mail address: it tells them what to do. */
export function confirmEmailFirstError(): AppError {
  return new AppError('FORBIDDEN', { message: CONFIRM_EMAIL_FIRST_MESSAGE, reason: 'EMAIL_NOT_CONFIRMED' });
}

/**
 * Asks the rules and answers the refusal: a resource of another account answers 404 with
 * `notFound` (its existence is not revealed), an unconfirmed e-mail address 403 saying to confirm
 * it, anything else 403. Returns the actor for chaining.
 */
export function authorize(actor: Actor, action: PermissionAction, resource?: OwnedResource, notFound?: string): Actor {
  if (can(actor, action, resource)) return actor;
  if (refusalOf(actor, resource) === 'not-found')
    throw new AppError('NOT_FOUND', notFound ? { message: notFound } : {});
  if (refusedForUnconfirmedEmail(actor, action, resource)) throw confirmEmailFirstError();
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
