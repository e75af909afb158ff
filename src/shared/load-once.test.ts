import { describe, expect, it } from 'vitest';
import { loadOnce } from './load-once';

describe('loadOnce', () => {
  it('makes the thing once, however many ask for it at once or later', async () => {
    let made = 0;
    const get = loadOnce(async () => ({ number: ++made }));
    const [first, second] = await Promise.all([get(), get()]);
    expect(first).toBe(second);
    expect(await get()).toBe(first);
    expect(made).toBe(1);
  });

  it('tries again after a failed attempt, and keeps the first that succeeds', async () => {
    let attempts = 0;
    const get = loadOnce(async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('the network is down');
      return `made on attempt ${attempts}`;
    });
    await expect(get()).rejects.toThrow('the network is down');
    expect(await get()).toBe('made on attempt 2');
    expect(await get()).toBe('made on attempt 2');
    expect(attempts).toBe(2);
  });
});
