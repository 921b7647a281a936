/** Helpers for this folder's tests: feeding a file in odd chunks, collecting async iterables. */
import type { SaleLine } from './types.js';

export async function collect<T>(items: AsyncIterable<T>): Promise<T[]> {
  const out: T[] = [];
  for await (const item of items) out.push(item);
  return out;
}

/** A tiny deterministic PRNG (mulberry32) so "random" tests repeat exactly. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The bytes in chunks of `size` bytes (1 = byte by byte: every UTF-8 character gets cut). */
export async function* inChunksOf(bytes: Uint8Array, size: number): AsyncGenerator<Uint8Array> {
  for (let i = 0; i < bytes.length; i += size) yield bytes.subarray(i, i + size);
}

/** The bytes in random-sized chunks (1..maxSize), reproducible from the seed. */
export async function* inRandomChunks(bytes: Uint8Array, seed: number, maxSize = 64): AsyncGenerator<Uint8Array> {
  const random = seededRandom(seed);
  let i = 0;
  while (i < bytes.length) {
    const size = 1 + Math.floor(random() * maxSize);
    yield bytes.subarray(i, i + size);
    i += size;
  }
}

export function utf8(text: string): Uint8Array {
  return new TextEncoder().encode(text);
}

/** A sale line as plain text, so whole results compare and print readably. */
export function show(line: SaleLine): string {
  return [
    line.sourceLine,
    line.salePeriodStart,
    line.salePeriodEnd,
    line.accountingDate ?? '',
    line.store,
    line.territory,
    line.isrc ?? '',
    line.upc ?? '',
    line.title,
    line.artist,
    line.units,
    line.useType,
    line.amountMicros,
    line.currency,
    line.exchangeRate ?? '',
  ].join('|');
}
