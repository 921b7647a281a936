import { describe, expect, it } from 'vitest';
import { describeHistoryEvent } from './describe-history-event.js';

describe('describeHistoryEvent', () => {
  it('reads a submission as sentences, not codes', () => {
    expect(
      describeHistoryEvent({
        action: 'published',
        detail: { from: 0, to: 2, upc: '0123456789012', upcAssigned: true, isrcsAssigned: ['QZ1', 'QZ2'] },
      }),
    ).toEqual({
      title: 'Submitted for review',
      details: ['Status changed from Draft to Pending', 'UPC 0123456789012 assigned', '2 ISRCs assigned'],
    });
  });

  it('says nothing about a UPC the artist brought', () => {
    expect(
      describeHistoryEvent({ action: 'published', detail: { from: 0, to: 2, upcAssigned: false } }).details,
    ).toEqual(['Status changed from Draft to Pending']);
  });

  it('leaves out a status change the badge does not show', () => {
    expect(describeHistoryEvent({ action: 'approved', detail: { from: 2, to: 3 } })).toEqual({
      title: 'Approved for delivery',
      details: [],
    });
  });

  it('names the store a release went live on', () => {
    expect(describeHistoryEvent({ action: 'live-at-store', detail: { store: 'Spotify' } })).toEqual({
      title: 'Live on Spotify',
      details: [],
    });
  });

  it('quotes the operator note and hides record ids', () => {
    expect(
      describeHistoryEvent({
        action: 'needs-docs',
        detail: { from: 2, to: 5, note: 'Send the licence', reason: 'needs-docs', batchId: 4 },
      }),
    ).toEqual({
      title: 'Documents requested',
      details: ['Status changed from Pending to Needs Docs', 'Note: “Send the licence”'],
    });
  });

  it('turns an unknown event and flag into words', () => {
    expect(describeHistoryEvent({ action: 'artwork_replaced', detail: { wasResized: true } })).toEqual({
      title: 'Artwork replaced',
      details: ['Was resized: yes'],
    });
  });
});
