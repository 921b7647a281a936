import fc from 'fast-check';
import type { JsonSchema } from './openapi-operations.js';

/**
 * What an attacker types where a value is expected: ids past the integer column, negatives,
 * floats, NUL and other control bytes, impossible dates, prototype keys, very long text.
 */
const HOSTILE_TEXTS = [
  '999999999999',
  '2147483648',
  '-1',
  '0',
  '1.5',
  '1e400',
  'NaN',
  'Infinity',
  '0x10',
  '',
  ' ',
  '2026-02-30',
  '2026-13',
  '0000-00-00',
  '2026-02-30T25:61:00Z',
  '\u0000',
  'a\u0000b',
  'name\u0000.wav',
  '\u0007\u001b[2J',
  '%00',
  '__proto__',
  'constructor',
  '../../etc/passwd',
  "'; DROP TABLE users; --",
  '\ud800',
  'ＦＵＬＬＷＩＤＴＨ',
  'fuzz@example.test\u0000',
];

/** Text with a NUL or another control byte somewhere in it. */
const controlText = fc
  .tuple(
    fc.string({ maxLength: 8 }),
    fc.constantFrom('\u0000', '\u0001', '\u001f', '\u007f'),
    fc.string({ maxLength: 8 }),
  )
  .map(([before, control, after]) => `${before}${control}${after}`);

export const hostileText: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...HOSTILE_TEXTS) },
  { weight: 2, arbitrary: controlText },
  { weight: 1, arbitrary: fc.string({ maxLength: 12, unit: 'binary' }) },
  { weight: 1, arbitrary: fc.integer({ min: 1_000, max: 70_000 }).map((length) => 'x'.repeat(length)) },
);

const hostileNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(999_999_999_999, 2_147_483_648, -1, 0, 1.5, -0.5, Number.MAX_SAFE_INTEGER, 1e300, -1e300),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** An object whose keys are the ones that pollute prototypes when merged carelessly. */
const prototypeKeys: fc.Arbitrary<Record<string, unknown>> = fc.constantFrom(
  JSON.parse('{"__proto__":{"isAdmin":true,"polluted":1}}') as Record<string, unknown>,
  { constructor: { prototype: { polluted: 1 } } },
  JSON.parse('{"__proto__":null,"toString":"x","valueOf":1,"hasOwnProperty":2}') as Record<string, unknown>,
);

/** An object nested `depth` levels deep. */
const deepObject = fc.integer({ min: 50, max: 400 }).map((depth) => {
  let value: unknown = 'bottom';
  for (let level = 0; level < depth; level += 1) value = { nested: value };
  return value;
});

export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 5, arbitrary: hostileText },
  { weight: 3, arbitrary: hostileNumber },
  { weight: 1, arbitrary: fc.constantFrom(null, true, false) },
  { weight: 1, arbitrary: fc.array(hostileText, { maxLength: 3 }) },
  { weight: 1, arbitrary: fc.array(fc.constantFrom(999_999_999_999, -1, 1.5), { minLength: 1, maxLength: 3 }) },
  { weight: 1, arbitrary: prototypeKeys },
  { weight: 1, arbitrary: deepObject },
  { weight: 1, arbitrary: fc.constant(Array.from({ length: 2_000 }, (_, index) => index + 1)) },
);

/** A value the schema accepts, as near as a simple reading of it gets: the base a hostile field is put into. */
export function plausibleValue(schema: JsonSchema, depth = 0): unknown {
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  const variants = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (variants?.length) return plausibleValue(variants[0], depth);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  if (type === 'integer' || type === 'number') return Math.max(1, schema.minimum ?? 1);
  if (type === 'boolean') return true;
  if (type === 'array') return schema.items && depth < 4 ? [plausibleValue(schema.items, depth + 1)] : [];
  if (type === 'object' || schema.properties) {
    if (depth >= 4) return {};
    return Object.fromEntries(
      Object.entries(schema.properties ?? {}).map(([key, property]) => [key, plausibleValue(property, depth + 1)]),
    );
  }
  if (schema.format === 'email') return 'fuzz@example.test';
  if (schema.format === 'date-time') return '2026-01-01T00:00:00.000Z';
  if (schema.format === 'uri') return 'https://example.test/a';
  return 'fuzz';
}

/**
 * A body for `schema`: mostly the plausible body with some of its fields (nested ones included)
 * replaced by hostile values, so the request gets past the first check; sometimes an entirely
 * wrong body (an array, a string, prototype keys).
 */
export function hostileBody(schema: JsonSchema): fc.Arbitrary<unknown> {
  const base = plausibleValue(schema);
  const paths = fieldPaths(base);
  const wholeBody = fc.oneof(hostileValue, fc.constant([base]), fc.constant({}));
  if (paths.length === 0) return wholeBody;
  const edited = fc
    .uniqueArray(fc.constantFrom(...paths), { minLength: 1, maxLength: Math.min(3, paths.length) })
    .chain((chosen) =>
      fc.tuple(fc.constant(chosen), fc.array(hostileValue, { minLength: chosen.length, maxLength: chosen.length })),
    )
    .map(([chosen, values]) => {
      const copy = structuredClone(base);
      // A clone each: two edits may draw the same constant object, and writing one into the other
      // (a field and its parent) would make the body circular.
      for (const [index, path] of chosen.entries()) setAt(copy, path, structuredClone(values[index]));
      return copy;
    });
  const withExtraKeys = prototypeKeys.map((extra) => ({ ...(base as object), ...extra }));
  return fc.oneof(
    { weight: 6, arbitrary: edited },
    { weight: 1, arbitrary: withExtraKeys },
    { weight: 1, arbitrary: wholeBody },
  );
}

type Path = (string | number)[];

function fieldPaths(value: unknown, prefix: Path = []): Path[] {
  if (Array.isArray(value))
    return value.flatMap((item, index) => [[...prefix, index], ...fieldPaths(item, [...prefix, index])]);
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, item]) => [[...prefix, key], ...fieldPaths(item, [...prefix, key])]);
  return [];
}

function setAt(target: unknown, path: Path, value: unknown): void {
  let node = target as Record<string | number, unknown>;
  for (const step of path.slice(0, -1)) {
    node = node[step] as Record<string | number, unknown>;
    // An earlier edit replaced a parent of this field: nothing left to edit.
    if (!node || typeof node !== 'object') return;
  }
  // Define, not assign: a `__proto__` step must become a key of the JSON, not the object's prototype.
  Object.defineProperty(node, path[path.length - 1], { value, enumerable: true, writable: true, configurable: true });
}
