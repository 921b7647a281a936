import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';

const youtube = {
  YOUTUBE_CONTENT_OWNER: 'OWNER123',
  YOUTUBE_OAUTH_CLIENT_ID: 'client-id',
  YOUTUBE_OAUTH_CLIENT_SECRET: 'secret',
  YOUTUBE_OAUTH_REFRESH_TOKEN: '1//refresh',
};

describe('analytics pull settings', () => {
  it('pulls YouTube content owner reports only with all four settings', () => {
    expect(loadConfig({}).youtubeContentOwner).toBeNull();
    expect(loadConfig({ ...youtube, YOUTUBE_OAUTH_REFRESH_TOKEN: ' ' }).youtubeContentOwner).toBeNull();
    expect(loadConfig(youtube).youtubeContentOwner).toMatchObject({
      contentOwner: 'OWNER123',
      clientId: 'client-id',
      clientSecret: 'secret',
      refreshToken: '1//refresh',
      analyticsBase: 'https://youtubeanalytics.googleapis.com',
    });
  });
});
