const LABELS: Record<string, string> = { local: 'file', paypal: 'PayPal', tipalti: 'Tipalti', stripe: 'Stripe' };

/** How the desk names where a batch went (the server keeps the provider's short name). */
export const batchProviderLabel = (provider: string): string => LABELS[provider] ?? provider;
