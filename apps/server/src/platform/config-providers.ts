/**
 * The settings of the payment, payout, identity and SMS providers, read from the environment
 * config.ts hands over (it alone reads process.env). Each loader answers null (or the built-in
 * provider) when its provider is not configured, and throws when it is half configured.
 */

export interface StripeConnectConfig {
  secretKey: string;
  /** The signing secret of the Connect webhook endpoint (transfer events). */
  webhookSecret: string;
}

export interface TwilioConfig {
  provider: 'twilio';
  accountSid: string;
  authToken: string;
  /** The sending number (E.164), unless a messaging service picks it. */
  from: string | null;
  messagingServiceSid: string | null;
  /** https://api.twilio.com */
  baseUrl: string;
}
export type SmsConfig = { provider: 'outbox' } | TwilioConfig;

export interface ManifestConfig {
  apiKey: string;
  /** MANIFEST_API_BASE, e.g. https://api.manifestfinancial.com */
  baseUrl: string;
}

export interface TipaltiConfig {
  /** The payer name Tipalti gave this install. */
  payer: string;
  /** The payer's API key: the HMAC key of the signed iframe address. */
  apiKey: string;
  /** https://ui2.tipalti.com (production) or https://ui2.sandbox.tipalti.com */
  iframeBase: string;
  /** The SOAP API the payments are sent to: https://api.tipalti.com or https://api.sandbox.tipalti.com */
  apiBase: string;
}

/**
 * IDENTITY_PROVIDER=stripe with STRIPE_SECRET_KEY and STRIPE_IDENTITY_WEBHOOK_SECRET sends people
 * to Stripe Identity; anything else keeps the built-in operator review.
 */
export type IdentityConfig = { provider: 'review' } | { provider: 'stripe'; secretKey: string; webhookSecret: string };
export interface StripeConfig {
  secretKey: string;
  publishableKey: string;
  /** Signing secret of the webhook endpoint (whsec_...): events without its signature are refused. */
  webhookSecret: string;
}

export interface PaypalConfig {
  clientId: string;
  clientSecret: string;
  /** https://api-m.paypal.com, or https://api-m.sandbox.paypal.com for the sandbox. */
  baseUrl: string;
}

export function loadIdentityConfig(env: NodeJS.ProcessEnv): IdentityConfig {
  if (env.IDENTITY_PROVIDER?.trim() !== 'stripe') return { provider: 'review' };
  const secretKey = env.STRIPE_SECRET_KEY?.trim();
  const webhookSecret = env.STRIPE_IDENTITY_WEBHOOK_SECRET?.trim();
  if (!secretKey || !webhookSecret)
    throw new Error('IDENTITY_PROVIDER=stripe needs STRIPE_SECRET_KEY and STRIPE_IDENTITY_WEBHOOK_SECRET');
  return { provider: 'stripe', secretKey, webhookSecret };
}

/**
 * PAYMENT_PROVIDER=stripe takes cards through Stripe and needs STRIPE_SECRET_KEY,
 * STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET (a half-configured Stripe would take cards and
 * never hear back from it); anything else keeps the built-in offline provider.
 */
export function loadStripeConfig(env: NodeJS.ProcessEnv): StripeConfig | null {
  if (env.PAYMENT_PROVIDER?.trim() !== 'stripe') return null;
  const secretKey = env.STRIPE_SECRET_KEY?.trim();
  const publishableKey = env.STRIPE_PUBLISHABLE_KEY?.trim();
  const webhookSecret = env.STRIPE_WEBHOOK_SECRET?.trim();
  if (!secretKey || !publishableKey || !webhookSecret)
    throw new Error(
      'PAYMENT_PROVIDER=stripe needs STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET',
    );
  return { secretKey, publishableKey, webhookSecret };
}

export function loadPaypalConfig(env: NodeJS.ProcessEnv): PaypalConfig | null {
  if (!env.PAYPAL_CLIENT_ID || !env.PAYPAL_CLIENT_SECRET) return null;
  return {
    clientId: env.PAYPAL_CLIENT_ID,
    clientSecret: env.PAYPAL_CLIENT_SECRET,
    baseUrl: (env.PAYPAL_API_BASE ?? 'https://api-m.sandbox.paypal.com').replace(/\/$/, ''),
  };
}

/** SMS_PROVIDER=twilio needs the account SID, its auth token, and a sending number or messaging service. */
export function loadSmsConfig(env: NodeJS.ProcessEnv): SmsConfig {
  if (env.SMS_PROVIDER !== 'twilio') return { provider: 'outbox' };
  const from = env.TWILIO_FROM?.trim() || null;
  const messagingServiceSid = env.TWILIO_MESSAGING_SERVICE_SID?.trim() || null;
  if (!env.TWILIO_ACCOUNT_SID || !env.TWILIO_AUTH_TOKEN || (!from && !messagingServiceSid))
    throw new Error(
      'SMS_PROVIDER=twilio needs TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM or TWILIO_MESSAGING_SERVICE_SID',
    );
  return {
    provider: 'twilio',
    accountSid: env.TWILIO_ACCOUNT_SID,
    authToken: env.TWILIO_AUTH_TOKEN,
    from,
    messagingServiceSid,
    baseUrl: (env.TWILIO_API_BASE || 'https://api.twilio.com').replace(/\/$/, ''),
  };
}

export function loadManifestConfig(env: NodeJS.ProcessEnv): ManifestConfig | null {
  if (!env.MANIFEST_API_KEY) return null;
  return {
    apiKey: env.MANIFEST_API_KEY,
    baseUrl: (env.MANIFEST_API_BASE || 'https://api.manifestfinancial.com').replace(/\/$/, ''),
  };
}

/**
 * STRIPE_CONNECT_WEBHOOK_SECRET (with STRIPE_SECRET_KEY) offers bank payouts through Stripe
 * Connect; without the webhook secret a returned transfer would never be heard of.
 */
export function loadStripeConnectConfig(env: NodeJS.ProcessEnv): StripeConnectConfig | null {
  const webhookSecret = env.STRIPE_CONNECT_WEBHOOK_SECRET?.trim();
  if (!webhookSecret) return null;
  const secretKey = env.STRIPE_SECRET_KEY?.trim();
  if (!secretKey) throw new Error('STRIPE_CONNECT_WEBHOOK_SECRET needs STRIPE_SECRET_KEY');
  return { secretKey, webhookSecret };
}

export function loadTipaltiConfig(env: NodeJS.ProcessEnv): TipaltiConfig | null {
  if (!env.TIPALTI_PAYER || !env.TIPALTI_API_KEY) return null;
  return {
    payer: env.TIPALTI_PAYER,
    apiKey: env.TIPALTI_API_KEY,
    iframeBase: (env.TIPALTI_IFRAME_BASE || 'https://ui2.sandbox.tipalti.com').replace(/\/$/, ''),
    apiBase: (env.TIPALTI_API_BASE || 'https://api.sandbox.tipalti.com').replace(/\/$/, ''),
  };
}
