import { describe, expect, it } from 'vitest';
import { storeDeliveryState, type StoreDeliveryFacts, storeNamesText, timelineText } from './store-state.js';

const sent: StoreDeliveryFacts = {
  action: 'insert',
  status: 'delivered',
  isTest: false,
  transportKind: 'sftp',
  ackStatus: null,
};

describe('storeDeliveryState', () => {
  it.each([
    ['a live message over SFTP', sent, 'sent'],
    ['a test message over SFTP', { ...sent, isTest: true }, 'packaged'],
    ['a live message left in the local folder', { ...sent, transportKind: 'folder' }, 'packaged'],
    ['a job still being built', { ...sent, status: 'building', isTest: null }, 'queued'],
    ['a failed job', { ...sent, status: 'failed' }, 'failed'],
    ['a store that rejected it', { ...sent, status: 'acknowledged', ackStatus: 'rejected' }, 'failed'],
    ['a store that accepted it', { ...sent, status: 'acknowledged', ackStatus: 'accepted' }, 'acknowledged'],
    ['a store that put it live', { ...sent, status: 'acknowledged', ackStatus: 'live' }, 'live'],
    ['a takedown sent', { ...sent, action: 'takedown' }, 'taken_down'],
    ['a test takedown', { ...sent, action: 'takedown', isTest: true }, 'packaged'],
  ] as const)('%s is %s', (_name, facts, state) => {
    expect(storeDeliveryState(facts)).toBe(state);
  });
});

describe('timeline text', () => {
  it('names a few stores and counts the rest', () => {
    expect(storeNamesText(['Spotify'])).toBe('Spotify');
    expect(storeNamesText(['Spotify', 'Deezer', 'TIDAL'])).toBe('Spotify, Deezer and TIDAL');
    expect(storeNamesText(['A', 'B', 'C', 'D', 'E'])).toBe('A, B and 3 more stores');
  });

  it('never says sent of a test package', () => {
    expect(timelineText('packaged', ['Spotify'])).toBe('Test package prepared for Spotify (not sent)');
    expect(timelineText('sent', ['Spotify'])).toBe('Sent to Spotify');
    expect(timelineText('live', ['Spotify', 'Deezer'])).toBe('Live on Spotify and Deezer');
  });
});
