import type { OwnedResource, PermissionActor } from './actor.js';
import type { PermissionArea } from './areas.js';
import { hasAreaAccess, isInActorAccount } from './rules.js';

/**
 * The permission areas that are opt-in programmes: each guards its submissions with its own named
 * permission, so a manager may be trusted with the greenlist and not with publishing.
 */
export const PROGRAMME_AREAS = [
  'greenlist',
  'blocklist',
  'usage-discovery',
  'chart-registration',
  'cover-song-licensing',
  'copyright-registration',
  'audio-recognition',
  'publishing',
  'priority-pitch',
] as const satisfies readonly PermissionArea[];

export type ProgrammeArea = (typeof PROGRAMME_AREAS)[number];

/**
 * What someone does with a programme's submissions: look at them (View or Admin), submit a new one
 * (Admin, the write permission the spec names on the routes), or remove one (Delete).
 */
export const PROGRAMME_VERBS = ['view', 'submit', 'remove'] as const;
export type ProgrammeVerb = (typeof PROGRAMME_VERBS)[number];

/** The action a route or the programme engine asks about, e.g. `greenlist.submit`. */
export type ProgrammeAction = `${ProgrammeArea}.${ProgrammeVerb}`;

export function programmeAction(area: ProgrammeArea, verb: ProgrammeVerb): ProgrammeAction {
  return `${area}.${verb}`;
}

/**
 * The rule of one verb in one programme, in the actor's account. A collaborator holds no programme
 * access (their grants reach the releases only), so every programme stays with the account's people.
 */
export function programmeRule(area: ProgrammeArea, verb: ProgrammeVerb) {
  return (actor: PermissionActor, resource?: OwnedResource): boolean => {
    if (!isInActorAccount(actor, resource)) return false;
    if (verb === 'view') return hasAreaAccess(actor, area, 'read') || hasAreaAccess(actor, area, 'write');
    return hasAreaAccess(actor, area, verb === 'submit' ? 'write' : 'delete');
  };
}

type ProgrammeRule = ReturnType<typeof programmeRule>;

/** Every programme action with its rule, for the one table of `can`. */
export const PROGRAMME_RULES = Object.fromEntries(
  PROGRAMME_AREAS.flatMap((area) =>
    PROGRAMME_VERBS.map((verb) => [programmeAction(area, verb), programmeRule(area, verb)]),
  ),
) as Record<ProgrammeAction, ProgrammeRule>;
