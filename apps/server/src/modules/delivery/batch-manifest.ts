import type { MessageParty } from '@liner/ddex/ern';

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export interface ManifestInput {
  batchId: string;
  sender: MessageParty;
  recipient: MessageParty;
  createdAt: string;
  isTest: boolean;
  message: { messageId: string; path: string; icpn: string; md5: string; isTakedown: boolean };
}

/**
 * The batch-complete signal of the DDEX ERN choreography (`BatchComplete_<batch>.xml`, written
 * last): a ManifestMessage in the ECHO namespace listing the batch's one release message with its
 * MD5. Modelled on public ECHO 1.2 deliveries; the ECHO schema is not at hand, so it is kept to
 * the elements stores read (message id, path, release id, hash) and not schema-validated.
 */
export function buildBatchManifest(input: ManifestInput): string {
  const party = (element: string, p: MessageParty) =>
    `<${element}><PartyId>${escapeXml(p.dpid)}</PartyId><PartyName><FullName>${escapeXml(p.name)}</FullName></PartyName></${element}>`;
  const m = input.message;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<echo:ManifestMessage xmlns:echo="http://ddex.net/xml/2011/echo/12" MessageSchemaVersionId="2011/echo/12">',
    ' <MessageHeader>',
    `  <MessageThreadId>LINER-${escapeXml(input.batchId)}</MessageThreadId>`,
    `  <MessageId>LINER-${escapeXml(input.batchId)}-manifest</MessageId>`,
    `  ${party('MessageSender', input.sender)}`,
    `  ${party('MessageRecipient', input.recipient)}`,
    `  <MessageCreatedDateTime>${escapeXml(input.createdAt)}</MessageCreatedDateTime>`,
    ' </MessageHeader>',
    ` <IsTestFlag>${input.isTest}</IsTestFlag>`,
    ` <RootDirectory>/${escapeXml(input.batchId)}</RootDirectory>`,
    ' <NumberOfMessages>1</NumberOfMessages>',
    ' <MessageInBatch>',
    '  <MessageType>NewReleaseMessage</MessageType>',
    `  <MessageId>${escapeXml(m.messageId)}</MessageId>`,
    `  <URL>${escapeXml(m.path)}</URL>`,
    `  <IncludedReleaseId><ICPN>${escapeXml(m.icpn)}</ICPN></IncludedReleaseId>`,
    `  <DeliveryType>${m.isTakedown ? 'TakedownDelivery' : 'NewReleaseDelivery'}</DeliveryType>`,
    '  <ProductType>AudioProduct</ProductType>',
    `  <HashSum><HashSum>${m.md5}</HashSum><HashSumAlgorithmType>MD5</HashSumAlgorithmType></HashSum>`,
    ' </MessageInBatch>',
    '</echo:ManifestMessage>',
    '',
  ].join('\n');
}
