import { describe, expect, it } from 'vitest';
import { parseStoreAcknowledgement } from './parse-store-acknowledgement.js';

const ack = (inner: string) =>
  `<?xml version="1.0"?><ernc:FtpAcknowledgementMessage xmlns:ernc="http://ddex.net/xml/ern-c/15">${inner}</ernc:FtpAcknowledgementMessage>`;

describe('parseStoreAcknowledgement', () => {
  it('reads our MessageId and an accepted file', () => {
    expect(
      parseStoreAcknowledgement(
        ack(
          '<MessageHeader><MessageId>STORE-1</MessageId></MessageHeader><AcknowledgedFile><MessageId>LINER-b1-spotify</MessageId></AcknowledgedFile><FileStatus>FileOK</FileStatus>',
        ),
      ),
    ).toEqual({ messageId: 'LINER-b1-spotify', icpn: null, status: 'accepted', message: null });
  });

  it('falls back to the UPC of the acknowledged file name, and reads a live status', () => {
    expect(
      parseStoreAcknowledgement(
        ack(
          '<AcknowledgedFile><FileName>b1/0012345678905/0012345678905.xml</FileName></AcknowledgedFile><ReleaseStatus>Live</ReleaseStatus>',
        ),
      ),
    ).toMatchObject({ messageId: null, icpn: '0012345678905', status: 'live' });
  });

  it('takes any other status as a rejection, with the error text, entities decoded', () => {
    expect(
      parseStoreAcknowledgement(
        ack(
          '<ICPN>012345678905</ICPN><FileStatus>ResourceCorrupt</FileStatus><ErrorText>Cover &lt; 1400 px</ErrorText>',
        ),
      ),
    ).toMatchObject({ status: 'rejected', message: 'ResourceCorrupt: Cover < 1400 px' });
  });

  it('refuses what is not an acknowledgement or names nothing of ours', () => {
    expect(() => parseStoreAcknowledgement('<NewReleaseMessage/>')).toThrow('Not a DDEX acknowledgement message');
    expect(() => parseStoreAcknowledgement(ack('<FileStatus>FileOK</FileStatus>'))).toThrow(
      'The acknowledgement names no message of Liner nor a UPC',
    );
    expect(() => parseStoreAcknowledgement(ack('<ICPN>012345678905</ICPN>'))).toThrow('has no FileStatus');
  });
});
