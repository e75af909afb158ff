import { describe, expect, it } from 'vitest';
import { BoundedMap } from './bounded-map';

describe('BoundedMap', () => {
  it('keeps what it is given until it holds its bound, then starts again with the next new key', () => {
    const map = new BoundedMap<string, number>(3);
    map.set('a', 1).set('b', 2).set('c', 3);
    expect([...map.keys()]).toEqual(['a', 'b', 'c']);
    map.set('b', 20);
    expect(map.get('b')).toBe(20);
    expect(map.size).toBe(3);
    map.set('d', 4);
    expect([...map.entries()]).toEqual([['d', 4]]);
  });

  it('works a value out once and answers the kept one after', () => {
    const map = new BoundedMap<number, string>(10);
    let made = 0;
    const make = (n: number) => {
      made += 1;
      return `#${n}`;
    };
    expect(map.kept(7, make)).toBe('#7');
    expect(map.kept(7, make)).toBe('#7');
    expect(made).toBe(1);
  });

  it('works a value out again once the map has been cleared past its bound', () => {
    const map = new BoundedMap<number, number>(2);
    let made = 0;
    const make = (n: number) => {
      made += 1;
      return n * 2;
    };
    for (const n of [1, 2, 3, 1]) map.kept(n, make);
    expect(made).toBe(4);
    expect(map.size).toBe(2);
  });
});
