/**
 * The settings of the mail this install receives (config.ts hands over the environment): people
 * answer the support mail it sends, and those replies reach its SMTP receiver.
 */
export interface InboundMailConfig {
  /** INBOUND_SMTP_PORT: where the receiver listens; null (unset) leaves it off. */
  port: number | null;
  host: string;
  /**
   * The domain of the reply addresses (support+<token>@domain) whose MX points at the receiver:
   * REPLY_DOMAIN, else the domain of MAIL_FROM.
   */
  replyDomain: string;
  maxBytes: number;
}

const DEFAULT_MAX_BYTES = 25 * 1024 * 1024;

export function loadInboundMailConfig(env: NodeJS.ProcessEnv, mailFrom: string): InboundMailConfig {
  const port = env.INBOUND_SMTP_PORT?.trim();
  if (port && !/^\d{1,5}$/.test(port)) throw new Error(`INBOUND_SMTP_PORT must be a port number, not "${port}"`);
  const fromDomain = /@([^>\s]+)>?\s*$/.exec(mailFrom)?.[1] ?? 'liner.local';
  const maxBytes = Number(env.INBOUND_MAIL_MAX_BYTES);
  return {
    port: port ? Number(port) : null,
    host: env.INBOUND_SMTP_HOST?.trim() || '0.0.0.0',
    replyDomain: (env.REPLY_DOMAIN?.trim() || fromDomain).toLowerCase(),
    maxBytes: Number.isInteger(maxBytes) && maxBytes > 0 ? maxBytes : DEFAULT_MAX_BYTES,
  };
}
