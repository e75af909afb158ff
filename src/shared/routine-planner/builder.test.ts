import { describe, expect, it } from 'vitest';
import { ideaName, ideaStep } from './builder';

describe('ideaName', () => {
  it('keeps what the routine is, not when', () => {
    expect(ideaName('get ready for work by 8:30')).toBe('Get ready for work');
    expect(ideaName('Wind down at 10pm.')).toBe('Wind down');
    expect(ideaName('study session before 9 on weekdays')).toBe('Study session');
    expect(ideaName('  Morning  ')).toBe('Morning');
    expect(ideaName('by 8:30')).toBe('By 8:30');
  });
});

describe('ideaStep', () => {
  it('reads the title and its minutes, keeping both in range', () => {
    expect(ideaStep('Shower (about 10 min)')).toEqual({ title: 'Shower', minutes: 10 });
    expect(ideaStep('Get dressed')).toEqual({ title: 'Get dressed', minutes: null });
    expect(ideaStep('Long walk (about 500 min)')).toEqual({ title: 'Long walk', minutes: 240 });
    expect(ideaStep('Pause (0 min)')).toEqual({ title: 'Pause', minutes: null });
    expect(ideaStep('x'.repeat(150))?.title).toHaveLength(100);
    expect(ideaStep('   ')).toBeNull();
  });
});
