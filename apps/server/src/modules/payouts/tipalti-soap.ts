import { createHmac } from 'node:crypto';
import type { FetchLike } from './paypal-payouts-client.js';

export class TipaltiApiError extends Error {
  constructor(detail: string) {
    super(`Tipalti answered: ${detail.slice(0, 300)}`);
  }
}

/**
 * Tipalti's request key: the HMAC-SHA256 (hex) of the payer name, then the payee id for a payee
 * function, then the Unix time in seconds, then the function's one "additional term" (EAT),
 * concatenated as text and keyed with the payer's API key.
 */
export function tipaltiKey(apiKey: string, parts: (string | number)[]): string {
  return createHmac('sha256', apiKey).update(parts.map(String).join(''), 'utf8').digest('hex');
}

export const escapeXml = (value: string): string =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const unescapeXml = (value: string): string =>
  value
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');

/** `<name>value</name>` for each field, in order (Tipalti's elements are order-sensitive). */
export const xmlFields = (fields: [string, string | number][]): string =>
  fields.map(([name, value]) => `<${name}>${escapeXml(String(value))}</${name}>`).join('');

/** Every element called `name` (any namespace prefix), as its inner XML. */
export function xmlElements(xml: string, name: string): string[] {
  const pattern = new RegExp(`<(?:[\\w.-]+:)?${name}(?:\\s[^>]*)?(?:/>|>([\\s\\S]*?)</(?:[\\w.-]+:)?${name}>)`, 'g');
  return [...xml.matchAll(pattern)].map((match) => match[1] ?? '');
}

/** The inner XML of each child element of `xml` (one level; children of one name never nest here). */
export function xmlChildren(xml: string): string[] {
  return [...xml.matchAll(/<([\w.:-]+)(?:\s[^>]*)?>([\s\S]*?)<\/\1>/g)].map((match) => match[2]);
}

/** The text of the first element called `name`, or null when there is none. */
export function xmlText(xml: string, name: string): string | null {
  const [inner] = xmlElements(xml, name);
  return inner === undefined ? null : unescapeXml(inner.trim());
}

/** Tipalti's SOAP answers carry errorCode "OK" (payee functions) or 0 (some payer functions) when all went well. */
export const isTipaltiOk = (result: string): boolean => /^(OK|0)$/i.test(xmlText(result, 'errorCode') ?? '');

/** "errorCode: errorMessage" of a result that is not OK. */
export const tipaltiError = (result: string): string =>
  [xmlText(result, 'errorCode'), xmlText(result, 'errorMessage')].filter(Boolean).join(': ') || 'no error code';

/**
 * POSTs one SOAP 1.2 call (`operation` in the http://Tipalti.org/ namespace) and answers the
 * inner XML of its `<operation>Result>`. An HTTP error or a SOAP fault is thrown with its reason.
 */
export async function callTipalti(fetchImpl: FetchLike, url: string, operation: string, body: string): Promise<string> {
  const envelope =
    '<?xml version="1.0" encoding="utf-8"?>' +
    '<soap12:Envelope xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:xsd="http://www.w3.org/2001/XMLSchema" xmlns:soap12="http://www.w3.org/2003/05/soap-envelope">' +
    `<soap12:Body><${operation} xmlns="http://Tipalti.org/">${body}</${operation}></soap12:Body></soap12:Envelope>`;
  const response = await fetchImpl(url, {
    method: 'POST',
    headers: { 'content-type': `application/soap+xml; charset=utf-8; action="http://Tipalti.org/${operation}"` },
    body: envelope,
  });
  const text = await response.text();
  const fault = xmlText(text, 'Text') ?? xmlText(text, 'faultstring');
  if (!response.ok || fault !== null) throw new TipaltiApiError(`${response.status} ${fault ?? text}`);
  const [result] = xmlElements(text, `${operation}Result`);
  if (result === undefined) throw new TipaltiApiError(`no ${operation}Result in the answer`);
  return result;
}
