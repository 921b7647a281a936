import { rootAttributes, writeMessageHeader } from './build-header.js';
import { PartyDirectory, writePartyList } from './build-parties.js';
import { writeDealList } from './build-deals.js';
import { writeReleaseList } from './build-releases.js';
import { writeResourceList } from './build-resources.js';
import type { Release } from './model.js';
import { XmlWriter, type XmlSink } from './xml-writer.js';

/**
 * Writes the ERN 4.3 NewReleaseMessage for a release, chunk by chunk, in the XSD's element
 * order (MessageHeader, PartyList, ResourceList, ReleaseList, DealList). It trusts its input:
 * run checkReleaseForDelivery first and deliver only when it reports no error.
 */
export function writeNewReleaseMessage(release: Release, sink: XmlSink): void {
  const w = new XmlWriter(sink);
  const parties = PartyDirectory.forRelease(release);
  w.declaration();
  w.element(
    'ern:NewReleaseMessage',
    () => {
      writeMessageHeader(w, release.header);
      writePartyList(w, parties);
      writeResourceList(w, release, parties);
      writeReleaseList(w, release, parties);
      writeDealList(w, release);
    },
    rootAttributes(release.language),
  );
}

/** The whole message as one string (a 20-track album is around 60 KB). */
export function buildNewReleaseMessage(release: Release): string {
  const chunks: string[] = [];
  writeNewReleaseMessage(release, (chunk) => chunks.push(chunk));
  return chunks.join('');
}
