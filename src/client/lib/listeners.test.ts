import { describe, expect, it } from 'vitest';
import { listeners } from './listeners';

describe('listeners', () => {
  it('tells every listener, with the event, until it is removed', () => {
    const heard: string[] = [];
    const changes = listeners<string>();
    const stopFirst = changes.subscribe((event) => heard.push(`first ${event}`));
    changes.subscribe((event) => heard.push(`second ${event}`));
    expect(changes.size).toBe(2);
    changes.tell('saved');
    stopFirst();
    changes.tell('opened');
    expect(heard).toEqual(['first saved', 'second saved', 'second opened']);
    expect(changes.size).toBe(1);
  });

  it('adds a listener once however often it subscribes', () => {
    let calls = 0;
    const changes = listeners();
    const listener = () => (calls += 1);
    changes.subscribe(listener);
    changes.subscribe(listener);
    changes.tell();
    expect(calls).toBe(1);
  });
});
