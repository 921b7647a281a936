/**
 * The hosted audio-recognition services track scan may ask besides the built-in Chromaprint
 * engine (which needs no settings). Each is offered only when configured; a half-configured
 * service stops the start rather than fail every scan.
 */

export interface AcrCloudConfig {
  /** ACRCLOUD_HOST: the project's identify host, e.g. identify-eu-west-1.acrcloud.com. */
  host: string;
  accessKey: string;
  accessSecret: string;
}

export interface AuddConfig {
  apiToken: string;
  /** https://api.audd.io unless AUDD_API_BASE says otherwise. */
  baseUrl: string;
}

export interface RecognitionConfig {
  acrcloud: AcrCloudConfig | null;
  audd: AuddConfig | null;
}

export function loadRecognitionConfig(env: NodeJS.ProcessEnv): RecognitionConfig {
  const host = env.ACRCLOUD_HOST?.trim();
  const accessKey = env.ACRCLOUD_ACCESS_KEY?.trim();
  const accessSecret = env.ACRCLOUD_ACCESS_SECRET?.trim();
  const someAcr = host || accessKey || accessSecret;
  if (someAcr && !(host && accessKey && accessSecret))
    throw new Error('ACRCloud needs ACRCLOUD_HOST, ACRCLOUD_ACCESS_KEY and ACRCLOUD_ACCESS_SECRET together');
  const apiToken = env.AUDD_API_TOKEN?.trim();
  return {
    acrcloud:
      host && accessKey && accessSecret
        ? { host: host.replace(/^https?:\/\//, '').replace(/\/$/, ''), accessKey, accessSecret }
        : null,
    audd: apiToken
      ? { apiToken, baseUrl: (env.AUDD_API_BASE?.trim() || 'https://api.audd.io').replace(/\/$/, '') }
      : null,
  };
}
