import { describe, expect, it } from 'vitest';
import { z } from './zod';

/**
 * Every schema the shared modules export. A default or fallback given as a value (`.default([])`) is one object for
 * every parse: code that adds to what it parsed then adds to every later person's default, across accounts. So
 * each default is made afresh (`.default(() => [])`), and this walk proves it for every schema, at every depth.
 */
const modules = import.meta.glob<Record<string, unknown>>(['./**/*.ts', '!./**/*.test.ts'], { eager: true });
const schemas = Object.entries(modules).flatMap(([file, exports]) =>
  Object.entries(exports)
    .filter((entry): entry is [string, z.ZodType] => entry[1] instanceof z.ZodType)
    .map(([name, schema]) => ({ name: `${file.slice(2)} ${name}`, schema })),
);

/** Where `a` and `b` hold one and the same object or array, by path; empty when each parse made its own. */
function sharedObjects(a: unknown, b: unknown, path = '$'): string[] {
  if (typeof a !== 'object' || a === null || typeof b !== 'object' || b === null) return [];
  if (a === b) return [path];
  return Object.keys(a).flatMap((key) =>
    sharedObjects((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key], `${path}.${key}`),
  );
}

/** The inputs whose answer comes from defaults and fallbacks: nothing, an empty object, and a wrong value. */
const INPUTS: unknown[] = [undefined, {}, 'not this', { mixes: 'not a list' }];

describe('the shared schemas', () => {
  it('are found', () => {
    expect(schemas.length).toBeGreaterThan(50);
  });

  it.each(schemas)('$name gives each parse defaults of its own', ({ schema }) => {
    for (const input of INPUTS) {
      const first = schema.safeParse(input);
      const second = schema.safeParse(input);
      if (first.success && second.success) expect(sharedObjects(first.data, second.data)).toEqual([]);
    }
  });
});
