/**
 * The analytics pulls' settings, read from the environment that config.ts hands over (it alone
 * reads process.env).
 */

/**
 * A YouTube content owner's (CMS) reporting access: YOUTUBE_CONTENT_OWNER (the owner id) with an
 * OAuth client and a refresh token granted the yt-analytics.readonly and youtubepartner scopes.
 * Null: YouTube figures come only from trend files.
 */
export interface YoutubeContentOwnerConfig {
  contentOwner: string;
  clientId: string;
  clientSecret: string;
  refreshToken: string;
  /** https://oauth2.googleapis.com */
  oauthBase: string;
  /** https://youtubeanalytics.googleapis.com */
  analyticsBase: string;
  /** https://youtubepartner.googleapis.com */
  partnerBase: string;
}

export function loadYoutubeContentOwnerConfig(env: NodeJS.ProcessEnv): YoutubeContentOwnerConfig | null {
  const contentOwner = env.YOUTUBE_CONTENT_OWNER?.trim();
  const clientId = env.YOUTUBE_OAUTH_CLIENT_ID?.trim();
  const clientSecret = env.YOUTUBE_OAUTH_CLIENT_SECRET?.trim();
  const refreshToken = env.YOUTUBE_OAUTH_REFRESH_TOKEN?.trim();
  if (!contentOwner || !clientId || !clientSecret || !refreshToken) return null;
  return {
    contentOwner,
    clientId,
    clientSecret,
    refreshToken,
    oauthBase: 'https://oauth2.googleapis.com',
    analyticsBase: 'https://youtubeanalytics.googleapis.com',
    partnerBase: 'https://youtubepartner.googleapis.com',
  };
}
