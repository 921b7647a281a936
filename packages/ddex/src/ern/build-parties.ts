import { normalizeIpiNameNumber, normalizeIsni } from '@liner/domain';
import type { PartyIds, Release } from './model.js';
import type { XmlWriter } from './xml-writer.js';

export interface PlannedParty {
  reference: string;
  name: string;
  ids?: PartyIds;
}

/**
 * Every artist, contributor and the label becomes one Party, referenced by a local anchor
 * (P1, P2...). The same name credited twice (artist and composer) is one Party carrying every
 * identifier given for it (an artist's ISNI and a writer's IPI), unless the identifiers
 * disagree: two people of one name with different ISNIs stay two Parties.
 */
export class PartyDirectory {
  readonly parties: PlannedParty[] = [];
  private readonly byName = new Map<string, PlannedParty[]>();

  static forRelease(release: Release): PartyDirectory {
    const directory = new PartyDirectory();
    for (const artist of release.artists) directory.add(artist.name, artist.ids);
    directory.add(release.label.name, release.label.ids);
    for (const track of release.tracks) {
      for (const artist of track.artists) directory.add(artist.name, artist.ids);
    }
    for (const track of release.tracks) {
      for (const contributor of track.contributors) directory.add(contributor.name, contributor.ids);
    }
    return directory;
  }

  add(name: string, ids?: PartyIds): string {
    const key = name.trim();
    const wanted = keyIds(ids);
    const existing = this.byName.get(key)?.find((party) => compatible(keyIds(party.ids), wanted));
    if (existing) {
      existing.ids = mergeIds(existing.ids, ids);
      return existing.reference;
    }
    const party: PlannedParty = { reference: `P${this.parties.length + 1}`, name: key, ids };
    this.parties.push(party);
    this.byName.set(key, [...(this.byName.get(key) ?? []), party]);
    return party.reference;
  }

  referenceOf(name: string, ids?: PartyIds): string {
    const wanted = keyIds(ids);
    const party = this.byName.get(name.trim())?.find((p) => compatible(keyIds(p.ids), wanted));
    if (!party) throw new Error(`No party planned for "${name}".`);
    return party.reference;
  }
}

type KeyIds = [isni: string, ipi: string, dpid: string];

function keyIds(ids: PartyIds | undefined): KeyIds {
  return [
    ids?.isni === undefined ? '' : normalizeIsni(ids.isni),
    ids?.ipiNameNumber === undefined ? '' : normalizeIpiNameNumber(ids.ipiNameNumber),
    ids?.dpid ?? '',
  ];
}

function compatible(a: KeyIds, b: KeyIds): boolean {
  return a.every((value, i) => value === '' || b[i] === '' || value === b[i]);
}

function mergeIds(into: PartyIds | undefined, from: PartyIds | undefined): PartyIds | undefined {
  if (!from) return into;
  if (!into) return from;
  return {
    isni: into.isni ?? from.isni,
    ipiNameNumber: into.ipiNameNumber ?? from.ipiNameNumber,
    dpid: into.dpid ?? from.dpid,
    proprietary: into.proprietary ?? from.proprietary,
  };
}

export function writePartyList(w: XmlWriter, directory: PartyDirectory): void {
  w.element('PartyList', () => {
    for (const party of directory.parties) {
      w.element('Party', () => {
        w.leaf('PartyReference', party.reference);
        w.element('PartyName', () => w.leaf('FullName', party.name));
        if (party.ids && hasAnyId(party.ids)) writePartyId(w, party.ids);
      });
    }
  });
}

function hasAnyId(ids: PartyIds): boolean {
  return Boolean(ids.isni || ids.dpid || ids.ipiNameNumber || ids.proprietary?.length);
}

function writePartyId(w: XmlWriter, ids: PartyIds): void {
  w.element('PartyId', () => {
    w.leaf('ISNI', ids.isni === undefined ? undefined : normalizeIsni(ids.isni));
    w.leaf('DPID', ids.dpid);
    w.leaf('IpiNameNumber', ids.ipiNameNumber === undefined ? undefined : normalizeIpiNameNumber(ids.ipiNameNumber));
    for (const id of ids.proprietary ?? []) w.leaf('ProprietaryId', id.value, { Namespace: id.namespace });
  });
}
