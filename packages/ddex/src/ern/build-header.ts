import type { MessageHeader, MessageParty } from './model.js';
import type { XmlWriter } from './xml-writer.js';

export const ERN_NAMESPACE = 'http://ddex.net/xml/ern/43';
const SCHEMA_LOCATION = `${ERN_NAMESPACE} ${ERN_NAMESPACE}/release-notification.xsd`;

/** Root attributes. MessageSchemaVersionId belongs to ERN 3.x and makes a 4.3 message invalid. */
export function rootAttributes(language: string) {
  return {
    'xmlns:ern': ERN_NAMESPACE,
    'xmlns:xsi': 'http://www.w3.org/2001/XMLSchema-instance',
    'xsi:schemaLocation': SCHEMA_LOCATION,
    ReleaseProfileVersionId: 'Audio',
    LanguageAndScriptCode: language,
    AvsVersionId: '3',
  };
}

export function writeMessageHeader(w: XmlWriter, header: MessageHeader): void {
  w.element('MessageHeader', () => {
    w.leaf('MessageThreadId', header.threadId ?? header.messageId);
    w.leaf('MessageId', header.messageId);
    writeMessagingParty(w, 'MessageSender', header.sender);
    for (const recipient of header.recipients) writeMessagingParty(w, 'MessageRecipient', recipient);
    w.leaf('MessageCreatedDateTime', header.createdAt);
    w.leaf('MessageControlType', header.isTest ? 'TestMessage' : 'LiveMessage');
  });
}

function writeMessagingParty(w: XmlWriter, element: string, party: MessageParty): void {
  w.element(element, () => {
    w.leaf('PartyId', party.dpid);
    w.element('PartyName', () => w.leaf('FullName', party.name));
  });
}
