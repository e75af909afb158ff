import fc from 'fast-check';
import { MAX_JSON_DEPTH } from '../http/hostile-json';
import { MAX_BODY_BYTES } from '../http/security';
import type { Field, FieldType } from './route-catalogue';

/**
 * fast-check bodies for the hostile-input sweep: a route's valid body with one hostile change. Each is raw
 * JSON text, since some of the changes (nesting 100,000 deep) cannot be built as values.
 */
const hostileChar = fc.constantFrom('\u0000', '\ud800', '\udbff', '\udc00', '\udfff');
export const hostileText = fc
  .tuple(fc.string({ maxLength: 12 }), hostileChar, fc.string({ maxLength: 12 }))
  .map(([before, bad, after]) => before + bad + after);

const valuesOf: Record<FieldType, fc.Arbitrary<unknown>> = {
  text: fc.string(),
  number: fc.oneof(fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true })),
  boolean: fc.boolean(),
  list: fc.array(fc.string(), { maxLength: 3 }),
  object: fc.dictionary(fc.string({ maxLength: 5 }), fc.string(), { maxKeys: 3 }),
};

/** A value of any type but the field's own; where a field may be cleared, not null nor '' (the empty field). */
function wrongFor(field: Field): fc.Arbitrary<unknown> {
  const type = field.replace('?', '') as FieldType;
  const others = (Object.keys(valuesOf) as FieldType[]).filter((t) => t !== type).map((t) => valuesOf[t]);
  if (!field.endsWith('?')) return fc.oneof(fc.constant(null), ...others);
  return fc.oneof(...others).filter((value) => value !== '');
}

/** Text longer than any field allows (the longest, a conversion, is 100,000): up to the body limit, or past it. */
const hugeText = fc
  .tuple(
    fc.constantFrom('a', 'é', '😀', '<b>'),
    fc.oneof(fc.integer({ min: 200_001, max: MAX_BODY_BYTES - 1000 }), fc.constant(MAX_BODY_BYTES + 1)),
  )
  .map(([unit, length]) => unit.repeat(Math.ceil(length / unit.length)));

/** Nested junk: arrays and objects of anything JSON can hold, a few levels deep. */
const junk = fc.jsonValue({ maxDepth: 6 });

const PLACEHOLDER = '"__deep__"';

export interface HostileTarget {
  valid: Record<string, unknown>;
  typedFields: Record<string, Field>;
  /** Text fields with no length limit (only looked up): left out of the too-long text. */
  lookupOnly?: string[];
}

/** A raw JSON body: the valid one with one hostile change. Every one of them must be refused. */
export function hostileBody({ valid, typedFields, lookupOnly = [] }: HostileTarget): fc.Arbitrary<string> {
  const typed = Object.entries(typedFields);
  const fields = [...Object.keys(valid), ...Object.keys(typedFields), 'extra'];
  const field = fc.constantFrom(...fields);
  const withValue = (name: string, value: unknown) => JSON.stringify({ ...valid, [name]: value });
  const kinds: fc.Arbitrary<string>[] = [
    // A NUL or half a surrogate pair in a text value, or in a field's name.
    fc.tuple(field, hostileText).map(([name, text]) => withValue(name, text)),
    fc.tuple(hostileText, fc.string()).map(([name, text]) => withValue(name, text)),
    // Nesting past the limit, up to 100,000 levels, in place of a value.
    fc
      .tuple(field, fc.oneof(fc.integer({ min: MAX_JSON_DEPTH + 1, max: 5000 }), fc.constant(100_000)))
      .map(([name, depth]) =>
        withValue(name, '__deep__').replace(PLACEHOLDER, '['.repeat(depth) + ']'.repeat(depth)),
      ),
    // Not an object at all.
    fc.oneof(
      fc.constant('null'),
      fc.array(junk, { maxLength: 3 }).map((value) => JSON.stringify(value)),
    ),
    // Not JSON at all.
    fc.constantFrom('{', '{"a":}', "{'single': 1}", '{"a":1}}', 'undefined', '{"a":NaN}'),
  ];
  if (typed.length > 0) {
    const typedName = fc.constantFrom(...typed.map(([name]) => name));
    kinds.push(
      fc.oneof(...typed.map(([name, type]) => wrongFor(type).map((value) => withValue(name, value)))),
      // A text field far too long; any typed field replaced by nested junk of another shape.
      ...typed
        .filter(([name, type]) => type.startsWith('text') && !lookupOnly.includes(name))
        .map(([name]) => hugeText.map((text) => withValue(name, text))),
      fc
        .tuple(typedName, fc.oneof(fc.array(junk, { minLength: 2 }), fc.dictionary(fc.string(), junk)))
        .filter(([name, value]) => !(typedFields[name]?.startsWith('object') && !Array.isArray(value)))
        .filter(([name, value]) => !(typedFields[name]?.startsWith('list') && Array.isArray(value)))
        .map(([name, value]) => withValue(name, value)),
    );
  }
  return fc.oneof(...kinds);
}
