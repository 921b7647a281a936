import type { ProgrammeKey } from '@liner/domain';
import { AppError } from '../../platform/errors.js';
import { BLOCKLIST } from './blocklist/blocklist-definition.js';
import type { ProgrammeDefinition } from './definition.js';
import { GREENLIST } from './greenlist/greenlist-definition.js';

/** Every programme the engine runs. A new programme adds its definition here (docs/product/programmes.md). */
export const PROGRAMMES: Record<ProgrammeKey, ProgrammeDefinition> = {
  greenlist: GREENLIST as ProgrammeDefinition,
  blocklist: BLOCKLIST as ProgrammeDefinition,
};

export function programmeOf(key: string): ProgrammeDefinition {
  const definition = (PROGRAMMES as Record<string, ProgrammeDefinition | undefined>)[key];
  if (!definition) throw new AppError('NOT_FOUND', { message: 'No such programme' });
  return definition;
}
