import type { PartyIds, Release } from './model.js';
import type { XmlWriter } from './xml-writer.js';

export interface PlannedParty {
  reference: string;
  name: string;
  ids?: PartyIds;
}

/**
 * Every artist, contributor and the label becomes one Party, referenced by a local anchor
 * (P1, P2...). The same person credited twice (artist and composer) is one Party.
 */
export class PartyDirectory {
  readonly parties: PlannedParty[] = [];
  private readonly byKey = new Map<string, PlannedParty>();

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
    const key = partyKey(name, ids);
    const existing = this.byKey.get(key);
    if (existing) return existing.reference;
    const party: PlannedParty = { reference: `P${this.parties.length + 1}`, name: name.trim(), ids };
    this.parties.push(party);
    this.byKey.set(key, party);
    return party.reference;
  }

  referenceOf(name: string, ids?: PartyIds): string {
    const party = this.byKey.get(partyKey(name, ids));
    if (!party) throw new Error(`No party planned for "${name}".`);
    return party.reference;
  }
}

function partyKey(name: string, ids: PartyIds | undefined): string {
  return [name.trim(), ids?.isni ?? '', ids?.ipiNameNumber ?? '', ids?.dpid ?? ''].join('\u0001');
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
    w.leaf('ISNI', ids.isni?.replace(/\s/g, ''));
    w.leaf('DPID', ids.dpid);
    w.leaf('IpiNameNumber', ids.ipiNameNumber);
    for (const id of ids.proprietary ?? []) w.leaf('ProprietaryId', id.value, { Namespace: id.namespace });
  });
}
