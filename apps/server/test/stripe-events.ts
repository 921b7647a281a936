import Stripe from 'stripe';
import type { App } from '../src/app.js';

// Test support shared by every area that receives Stripe webhooks (payments, identity): an event
// delivered the way Stripe does, raw JSON signed by the SDK's own test helper.

const signer = new Stripe('sk_test_signer');

export interface Delivery {
  /** The endpoint's secret the signature is made with (a wrong one must be refused). */
  secret: string;
  /** Seconds since the epoch; an old one must be refused as a replay. */
  timestamp?: number;
}

/** The Stripe-Signature header Stripe would send with `payload`. */
export function stripeSignature(payload: string, delivery: Delivery): string {
  return signer.webhooks.generateTestHeaderString({
    payload,
    secret: delivery.secret,
    timestamp: delivery.timestamp,
  });
}

export function deliverStripeEvent(app: App, url: string, payload: string, delivery: Delivery) {
  return app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/json', 'stripe-signature': stripeSignature(payload, delivery) },
    payload,
  });
}

/** A request header the SDK sent, whatever shape its fetch client gave the headers. */
export function sentHeader(init: RequestInit | undefined, name: string): string | null {
  return new Headers(init?.headers).get(name);
}

/** The form-encoded body the SDK sent, decoded, for `toContain` checks. */
export function sentForm(init: RequestInit | undefined): string {
  return decodeURIComponent(String(init?.body ?? ''));
}
