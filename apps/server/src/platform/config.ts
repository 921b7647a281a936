import path from 'node:path';
import { parseMicros, type Micros } from '@liner/domain';
import {
  loadIdentityConfig,
  loadManifestConfig,
  loadPaypalConfig,
  loadSmsConfig,
  loadStripeConfig,
  loadStripeConnectConfig,
  loadTipaltiConfig,
  type StripeConnectConfig,
  type SmsConfig,
  type ManifestConfig,
  type TipaltiConfig,
  type IdentityConfig,
  type StripeConfig,
  type PaypalConfig,
} from './config-providers.js';
import { type InboundMailConfig, loadInboundMailConfig } from './config-mail.js';
import { loadRecognitionConfig, type RecognitionConfig } from './config-recognition.js';
import { loadYoutubeContentOwnerConfig, type YoutubeContentOwnerConfig } from './config-analytics.js';

export type {
  StripeConnectConfig,
  TwilioConfig,
  SmsConfig,
  ManifestConfig,
  TipaltiConfig,
  IdentityConfig,
  StripeConfig,
  PaypalConfig,
} from './config-providers.js';

export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  /** postgres://... switches from embedded PGlite to a PostgreSQL server. */
  databaseUrl: string | null;
  smtpUrl: string | null;
  redisUrl: string | null;
  /** Public origin used in links inside e-mails. */
  publicUrl: string;
  mailFrom: string;
  logLevel: string;
  appVersion: string;
  webDistDir: string | null;
  /** Run pg-boss workers in this process (embedded mode). */
  runWorkers: boolean;
  seedDemoData: boolean;
  /** How long a token's session and a `me` answer may be served from memory (0 = off). */
  sessionCacheTtlMs: number;
  /**
   * Statement files from this size on are read in a child process of their own (its own young
   * generation, and the API's event loop stays free); smaller ones in the server, where a
   * process start would cost more than it saves.
   */
  importProcessMinBytes: number;
  /** The import process's script; null: the one beside this code (dist/import-process.js, or the TypeScript source). */
  importProcessEntry: string | null;
  /**
   * Which reverse proxies may tell the client's address and protocol (X-Forwarded-*): false (none),
   * a hop count, or the proxies' addresses / CIDR ranges. Never "every hop": any client could then
   * pick the address the sign-in throttle counts by.
   */
  trustProxy: TrustProxy;
  /** One log line per request (off: it costs a fifth of the throughput of hot reads; errors are logged anyway). */
  logRequests: boolean;
  /** PGlite's shared_buffers (see platform/db.ts for why it is small). */
  pgliteSharedBuffers: string;
  /** Connections the server keeps to a PostgreSQL server. */
  dbPoolMax: number;
  /** Password of the seeded demo accounts. */
  demoPassword: string;
  money: MoneyConfig;
  ddexSender: DdexSenderConfig;
  artistSearch: ArtistSearchKeys;
  /** Geoapify key of the address search; without it the address form is filled by hand. */
  geoapifyApiKey: string | null;
  /** PayPal Payouts credentials; null: approved payouts are exported as CSV only. */
  paypal: PaypalConfig | null;
  /** Stripe keys for card payments; null: the built-in offline provider takes test cards. */
  stripe: StripeConfig | null;
  /** Who sells on the invoices (INVOICE_SELLER_NAME, INVOICE_SELLER_ADDRESS with `|` between lines). */
  invoiceSeller: { name: string; addressLines: string[] };
  /** How an account connects its Spotify account (OAuth authorization-code flow). */
  spotifyConnect: SpotifyConnectConfig;
  /** Largest audio upload in bytes (masters of a long 24/96 album track pass 1 GB). */
  uploadMaxAudioBytes: number;
  /** Analytics trend files: the largest upload, and the size up to which one is imported in its request (else a job). */
  trendFiles: { maxBytes: number; inlineMaxBytes: number };
  /**
   * Key that seals stored credentials (store connections), LINER_SECRETS_KEY: 32 bytes as 64 hex
   * digits or base64. Unset: a key generated once into DATA_DIR/secrets.key (one server only;
   * several servers on one PostgreSQL must share the variable).
   */
  secretsKey: string | null;
  /** Google sign-in (OpenID Connect); null: the Google buttons are hidden and the routes refuse. */
  google: GoogleSignInConfig | null;
  /** The self-hosted proof-of-work captcha on sign-up and the guest forms. */
  captcha: CaptchaConfig;
  /** Who checks identity documents: an operator (built in) or Stripe Identity. */
  identity: IdentityConfig;
  /** Where SMS codes go: Twilio, or the outbox folder DATA_DIR/sms-outbox (SMS_PROVIDER). */
  sms: SmsConfig;
  /** Manifest Financial's API; null: the built-in stand-in (a demo install, tests). */
  manifest: ManifestConfig | null;
  /** Tipalti payee onboarding; null: Tipalti is not offered. */
  tipalti: TipaltiConfig | null;
  /** Bank payouts through Stripe Connect; null: not offered (the bank form stays). */
  stripeConnect: StripeConnectConfig | null;
  /** YouTube content owner reports pulled daily into analytics; null: not pulled. */
  youtubeContentOwner: YoutubeContentOwnerConfig | null;
  inboundMail: InboundMailConfig;
  /** Hosted audio recognition (ACRCloud, AudD) for track scan; the built-in Chromaprint engine needs none. */
  recognition: RecognitionConfig;
}

export interface GoogleSignInConfig {
  clientId: string;
  clientSecret: string;
  /**
   * https://accounts.google.com, read through its discovery document. Another issuer (GOOGLE_ISSUER)
   * is for a local OpenID test issuer; an http:// one is accepted only for a loopback address.
   */
  issuer: string;
}

export interface CaptchaConfig {
  /** HMAC key of the challenges (CAPTCHA_HMAC_KEY); null: derived from the secrets key. */
  hmacKey: string | null;
  /** Largest number the solver may have to try: the work a browser does (about 0.2 s per 100,000). */
  maxNumber: number;
  /** Minutes a challenge stays valid. */
  expiresMinutes: number;
}

/**
 * The ledger keeps one currency per install (decision 004): store statements are converted to it
 * when they are imported, so a balance is always one sum.
 */
export interface MoneyConfig {
  /** ISO 4217 code of every ledger account (ACCOUNT_CURRENCY). */
  currency: string;
  /** Smallest payout request (PAYOUT_MINIMUM, decimal). */
  payoutMinimumMicros: Micros;
  /** Smallest transfer between users: 0.01. */
  transferMinimumMicros: Micros;
}

/** The distributor's DDEX party, sender of every ERN message; null parts use a placeholder (see delivery). */
export interface DdexSenderConfig {
  dpid: string | null;
  name: string | null;
  /** Mark every message a test message even with a real sender id. */
  testMessages: boolean;
}

/** Keys of the platforms' artist search; a platform without keys offers the paste-a-URL path only. */
export interface ArtistSearchKeys {
  spotifyClientId: string | null;
  spotifyClientSecret: string | null;
  appleMusicDeveloperToken: string | null;
  appleMusicStorefront: string;
  youtubeApiKey: string | null;
}

/**
 * `spotify`: the real accounts service with the install's Spotify app; `development`: a stand-in
 * inside Liner that answers without the internet (demo installs); `off`: connecting is refused
 * with a message for the operator.
 */
export type SpotifyConnectConfig =
  | { mode: 'spotify'; clientId: string; clientSecret: string; redirectUrl: string }
  | { mode: 'development'; redirectUrl: string }
  | { mode: 'off' };

export type TrustProxy = false | number | string[];

const PROXY_ADDRESS = /^[0-9A-Fa-f:.]+(\/\d{1,3})?$/;

/**
 * TRUST_PROXY: unset, empty or "false" trusts no proxy; a whole number trusts that many hops in
 * front of the server; otherwise a comma-separated list of proxy addresses or CIDR ranges.
 */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = (value ?? '').trim();
  if (text === '' || text === 'false' || text === '0') return false;
  if (text === 'true')
    throw new Error('TRUST_PROXY=true would trust every hop: give the number of proxies (1) or their addresses');
  if (/^\d+$/.test(text)) return Number(text);
  const addresses = text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  const wrong = addresses.find((address) => !PROXY_ADDRESS.test(address));
  if (wrong) throw new Error(`TRUST_PROXY: "${wrong}" is not an IP address or CIDR range`);
  return addresses;
}

/** Fastify's trustProxy option: a hop count becomes "trust the nearest N hops" (its types take no number). */
export function fastifyTrustProxy(
  setting: TrustProxy,
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof setting === 'number') return (_address, hop) => hop < setting;
  return setting;
}

export const DEFAULT_DEMO_PASSWORD = 'liner-demo-2026';
const DEFAULT_MAIL_FROM = 'Liner <no-reply@liner.local>';
const DEFAULT_MAX_AUDIO_BYTES = 2 * 1024 * 1024 * 1024;

function loadMoneyConfig(env: NodeJS.ProcessEnv): MoneyConfig {
  const currency = (env.ACCOUNT_CURRENCY ?? 'USD').trim().toUpperCase();
  if (!/^[A-Z]{3}$/.test(currency))
    throw new Error(`ACCOUNT_CURRENCY must be a 3-letter ISO 4217 code, not ${currency}`);
  return {
    currency,
    payoutMinimumMicros: parseMicros(env.PAYOUT_MINIMUM ?? '10.00'),
    transferMinimumMicros: 10_000n,
  };
}

/**
 * SPOTIFY_CONNECT chooses; unset, the real service when the Spotify keys are set, else the
 * development stand-in on a demo install (SEED_DEMO not false) and off otherwise, so a real
 * install never lets people "connect" an invented account.
 */
function loadSpotifyConnectConfig(env: NodeJS.ProcessEnv, publicUrl: string): SpotifyConnectConfig {
  const redirectUrl = env.SPOTIFY_REDIRECT_URL?.trim() || `${publicUrl}/callback/spotify`;
  const hasKeys = Boolean(env.SPOTIFY_CLIENT_ID && env.SPOTIFY_CLIENT_SECRET);
  const wanted =
    env.SPOTIFY_CONNECT?.trim() || (hasKeys ? 'spotify' : env.SEED_DEMO === 'false' ? 'off' : 'development');
  if (wanted === 'development') return { mode: 'development', redirectUrl };
  if (wanted === 'spotify' && env.SPOTIFY_CLIENT_ID && env.SPOTIFY_CLIENT_SECRET) {
    return { mode: 'spotify', clientId: env.SPOTIFY_CLIENT_ID, clientSecret: env.SPOTIFY_CLIENT_SECRET, redirectUrl };
  }
  return { mode: 'off' };
}

function loadGoogleConfig(env: NodeJS.ProcessEnv): GoogleSignInConfig | null {
  if (!env.GOOGLE_CLIENT_ID || !env.GOOGLE_CLIENT_SECRET) return null;
  return {
    clientId: env.GOOGLE_CLIENT_ID,
    clientSecret: env.GOOGLE_CLIENT_SECRET,
    issuer: (env.GOOGLE_ISSUER || 'https://accounts.google.com').replace(/\/$/, ''),
  };
}

function positiveInteger(value: string | undefined, fallback: number): number {
  const number = Number(value);
  return Number.isSafeInteger(number) && number > 0 ? number : fallback;
}

/**
 * The one place that reads the environment (a lint rule keeps it so): everything else gets its
 * settings from `deps.config`. `defaults` are what a caller (the CLI) wants when a variable is unset.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, defaults: { logLevel?: string } = {}): AppConfig {
  const port = Number(env.PORT ?? 8080);
  const dataDir = path.resolve(env.DATA_DIR ?? './data');
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, '');
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir,
    databaseUrl: env.DATABASE_URL || null,
    smtpUrl: env.SMTP_URL || null,
    redisUrl: env.REDIS_URL || null,
    publicUrl,
    mailFrom: env.MAIL_FROM ?? DEFAULT_MAIL_FROM,
    logLevel: env.LOG_LEVEL ?? defaults.logLevel ?? 'info',
    appVersion: env.APP_VERSION ?? '0.1.0',
    webDistDir: env.WEB_DIST_DIR ?? null,
    runWorkers: env.RUN_WORKERS !== 'false',
    seedDemoData: env.SEED_DEMO !== 'false',
    sessionCacheTtlMs: Number(env.SESSION_CACHE_TTL_MS ?? 5000),
    importProcessMinBytes: Number(env.IMPORT_PROCESS_MIN_BYTES ?? 4 * 1024 * 1024),
    importProcessEntry: env.IMPORT_PROCESS_ENTRY || null,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    logRequests: env.LOG_REQUESTS === 'true',
    pgliteSharedBuffers: env.PGLITE_SHARED_BUFFERS ?? '8MB',
    dbPoolMax: Number(env.DB_POOL_MAX ?? 10),
    demoPassword: env.DEMO_PASSWORD || DEFAULT_DEMO_PASSWORD,
    money: loadMoneyConfig(env),
    ddexSender: {
      dpid: env.LINER_DDEX_DPID?.trim() || null,
      name: env.LINER_DDEX_NAME?.trim() || null,
      testMessages: env.LINER_DDEX_TEST_MESSAGES === 'true',
    },
    geoapifyApiKey: env.GEOAPIFY_API_KEY || null,
    artistSearch: {
      spotifyClientId: env.SPOTIFY_CLIENT_ID || null,
      spotifyClientSecret: env.SPOTIFY_CLIENT_SECRET || null,
      appleMusicDeveloperToken: env.APPLE_MUSIC_DEVELOPER_TOKEN || null,
      appleMusicStorefront: env.APPLE_MUSIC_STOREFRONT || 'us',
      youtubeApiKey: env.YOUTUBE_API_KEY || null,
    },
    paypal: loadPaypalConfig(env),
    stripe: loadStripeConfig(env),
    invoiceSeller: {
      name: env.INVOICE_SELLER_NAME?.trim() || 'Liner',
      addressLines: (env.INVOICE_SELLER_ADDRESS ?? '')
        .split('|')
        .map((line) => line.trim())
        .filter(Boolean),
    },
    spotifyConnect: loadSpotifyConnectConfig(env, publicUrl),
    uploadMaxAudioBytes: positiveInteger(env.UPLOAD_MAX_AUDIO_BYTES, DEFAULT_MAX_AUDIO_BYTES),
    trendFiles: {
      maxBytes: positiveInteger(env.TREND_FILE_MAX_BYTES, 4 * 1024 * 1024 * 1024),
      inlineMaxBytes: positiveInteger(env.TREND_FILE_INLINE_MAX_BYTES, 2 * 1024 * 1024),
    },
    secretsKey: env.LINER_SECRETS_KEY?.trim() || null,
    google: loadGoogleConfig(env),
    captcha: {
      hmacKey: env.CAPTCHA_HMAC_KEY?.trim() || null,
      maxNumber: positiveInteger(env.CAPTCHA_MAX_NUMBER, 100_000),
      expiresMinutes: positiveInteger(env.CAPTCHA_EXPIRES_MINUTES, 20),
    },
    identity: loadIdentityConfig(env),
    sms: loadSmsConfig(env),
    manifest: loadManifestConfig(env),
    tipalti: loadTipaltiConfig(env),
    stripeConnect: loadStripeConnectConfig(env),
    youtubeContentOwner: loadYoutubeContentOwnerConfig(env),
    inboundMail: loadInboundMailConfig(env, env.MAIL_FROM ?? DEFAULT_MAIL_FROM),
    recognition: loadRecognitionConfig(env),
  };
}
