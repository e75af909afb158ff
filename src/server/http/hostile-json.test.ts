import { describe, expect, it } from 'vitest';
import { MAX_JSON_DEPTH, nestingDepth, refuseJson } from './hostile-json';

describe('nestingDepth', () => {
  it('counts arrays and objects, not brackets inside text', () => {
    expect(nestingDepth('{"a":[1,{"b":2}]}')).toBe(3);
    expect(nestingDepth('{"a":"[[[[{{{{"}')).toBe(1);
    expect(nestingDepth('{"a":"\\"[[[["}')).toBe(1);
    expect(nestingDepth('"plain"')).toBe(0);
  });
});

describe('refuseJson', () => {
  it('accepts ordinary bodies, emoji and accents included', () => {
    expect(refuseJson('{"fullName":"Zoë 🌿","conditions":["ADHD"],"location":{"city":"Kraków"}}')).toBeNull();
    expect(refuseJson(JSON.stringify({ text: 'a\\u0000b is only written out' }))).toBeNull();
  });

  it('accepts nesting up to the limit and refuses one level more', () => {
    const nested = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);
    expect(refuseJson(nested(MAX_JSON_DEPTH))).toBeNull();
    expect(refuseJson(nested(MAX_JSON_DEPTH + 1))).toBe('That request is nested too deeply to be read.');
  });

  it('names the field holding a NUL or half a surrogate pair', () => {
    expect(refuseJson(JSON.stringify({ location: { city: 'a\u0000b' } }))).toMatch(/^location\.city: .*NUL/);
    expect(refuseJson(JSON.stringify({ list: ['ok', '\udc00'] }))).toMatch(/^list\.1: .*broken character/);
    expect(refuseJson(JSON.stringify('\ud800'))).toMatch(/^This text contains a broken character/);
    expect(refuseJson(JSON.stringify({ ['k\u0000']: 1 }))).toMatch(/^A field name is not valid/);
  });

  it('refuses what is not JSON', () => {
    expect(refuseJson('{"a":')).toBe('That request is not valid JSON.');
  });
});
