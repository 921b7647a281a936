import { describe, expect, it } from 'vitest';
import { COLLABORATOR_MESSAGES } from '@liner/domain';
import { checkCollaboratorRename, checkCollaboratorRows, type CollaboratorRow } from './collaborator-rules.js';

const row = (name: string, type: CollaboratorRow['type'] = 'artist'): CollaboratorRow => ({ key: name, name, type });
const saved = [
  { id: 1, name: 'Jane Doe' },
  { id: 2, name: 'Sam Smith' },
];

describe('checkCollaboratorRows', () => {
  it('accepts new, distinct, typed names', () => {
    expect(checkCollaboratorRows([row('Bob'), row('Alice', 'writer')], saved, true)).toMatchObject({
      isValid: true,
      hasDuplicates: false,
      formError: null,
    });
  });

  it('marks a repeated name among new rows or saved collaborators, ignoring case and spaces, and disables adding', () => {
    const check = checkCollaboratorRows([row('Bob'), row(' bob '), row('JANE DOE')], saved, false);
    expect(check.rows.map((errors) => errors.name)).toEqual([
      undefined,
      COLLABORATOR_MESSAGES.duplicateName,
      COLLABORATOR_MESSAGES.duplicateName,
    ]);
    expect(check).toMatchObject({ hasDuplicates: true, isValid: false });
  });

  it('asks for the type and the name once the person tried to add', () => {
    const check = checkCollaboratorRows([row('Bob', ''), row('', 'writer')], saved, true);
    expect(check.rows).toEqual([
      { type: COLLABORATOR_MESSAGES.typeRequired },
      { name: COLLABORATOR_MESSAGES.nameRequired },
    ]);
    expect(checkCollaboratorRows([row('Bob', '')], saved, false).rows).toEqual([{}]);
  });

  it('says "Please fill out the collaborator name" when no row has a name', () => {
    expect(checkCollaboratorRows([row('', '')], saved, true).formError).toBe(COLLABORATOR_MESSAGES.noName);
    expect(checkCollaboratorRows([row('', '')], saved, false).formError).toBeNull();
  });
});

describe('checkCollaboratorRename', () => {
  it.each([
    [1, 'Jane Doe', null],
    [1, 'jane doe ', null],
    [1, 'Sam Smith', COLLABORATOR_MESSAGES.duplicateName],
    [1, '  ', COLLABORATOR_MESSAGES.nameRequired],
  ])('collaborator %i renamed %j -> %s', (id, name, message) => {
    expect(checkCollaboratorRename(id, name, saved)).toBe(message);
  });
});
