import { describe, expect, it } from 'vitest';
import { busyGate } from './busy-gate';

describe('busyGate (decision 139)', () => {
  it('lets `running` in, keeps `waiting` in line in order, turns the rest away at once', async () => {
    const gate = busyGate(2, 2);
    const first = await gate.enter();
    const second = await gate.enter();
    const order: string[] = [];
    const waiting = ['third', 'fourth'].map((name) =>
      gate.enter().then((leave) => {
        order.push(name);
        return leave;
      }),
    );
    expect(await gate.enter()).toBeNull();
    first?.();
    first?.(); // a place given back twice frees it once
    const third = await waiting[0];
    expect(order).toEqual(['third']);
    second?.();
    const fourth = await waiting[1];
    expect(order).toEqual(['third', 'fourth']);
    third?.();
    fourth?.();
    const again = [await gate.enter(), await gate.enter()];
    expect(again).not.toContain(null);
  });
});
