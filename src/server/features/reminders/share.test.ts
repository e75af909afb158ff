import { describe, expect, it } from 'vitest';
import { parseShare, workerShare } from './share';

describe('reminder round shares', () => {
  it('reads "k/n" as the k-th share of n, and refuses a share past the last', () => {
    expect(parseShare('1/1')).toEqual({ index: 0, of: 1 });
    expect(parseShare('3/4')).toEqual({ index: 2, of: 4 });
    expect(() => parseShare('5/4')).toThrow(RangeError);
    expect(() => parseShare('0/4')).toThrow(RangeError);
    expect(() => parseShare('half')).toThrow(RangeError);
  });

  it('cuts each instance’s share into one per process, so all processes of all instances hold each share once', () => {
    const instances = 3;
    const workers = 4;
    const held = [];
    for (let instance = 1; instance <= instances; instance += 1) {
      for (let worker = 0; worker < workers; worker += 1) {
        held.push(parseShare(workerShare(parseShare(`${instance}/${instances}`), worker, workers)));
      }
    }
    expect(held.every((share) => share.of === instances * workers)).toBe(true);
    expect(held.map((share) => share.index).sort((a, b) => a - b)).toEqual([...Array(12).keys()]);
  });

  it('leaves a single instance of a single process the whole', () => {
    expect(workerShare(parseShare('1/1'), 0, 1)).toBe('1/1');
  });

  it('gives the last process of the last of many instances a share it can read back', () => {
    expect(parseShare(workerShare(parseShare('9999/9999'), 63, 64))).toEqual({ index: 639_935, of: 639_936 });
  });
});
