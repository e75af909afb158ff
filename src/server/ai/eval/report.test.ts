import { describe, expect, it } from 'vitest';
import type { EvalOutcome } from './eval-kind';
import { PASS_RATE_TARGET } from './eval-kind';
import type { SetRun } from './report';
import { evalReport, exitCode, formatReport, kindReport, percent } from './report';

const pass = (id: string): EvalOutcome => ({
  id,
  input: `Task ${id}`,
  answer: [`Step for ${id}`],
  failures: [],
});
const fail = (id: string, failures: string[], answer = ['Do it (about 1 min)']): EvalOutcome => ({
  id,
  input: `Task ${id}`,
  answer,
  failures,
});

/** A set of `size` items of which the first `failed` fail. */
function setOf(kind: string, size: number, failed: number): SetRun {
  const outcomes = Array.from({ length: size }, (_, i) =>
    i < failed ? fail(`${kind}-${i + 1}`, ['no step names the task']) : pass(`${kind}-${i + 1}`),
  );
  return { kind, size, outcomes };
}

describe('percent', () => {
  it.each([
    [1, '100%'],
    [0.95, '95%'],
    [0.9496, '94.9%'],
    [19 / 20, '95%'],
    [2 / 3, '66.6%'],
    [0, '0%'],
  ])('shows %s as %s, rounded down', (rate, shown) => {
    expect(percent(rate)).toBe(shown);
  });
});

describe('kindReport', () => {
  it('counts the items passed and their share', () => {
    const kind = kindReport(setOf('plans', 20, 1));
    expect(kind).toMatchObject({ kind: 'plans', passed: 19, rate: 0.95, belowTarget: false });
  });

  it('is below the target one item under it', () => {
    expect(kindReport(setOf('plans', 20, 2)).belowTarget).toBe(true);
  });

  it('is below the target when the set gave fewer outcomes than it holds, or stopped', () => {
    const short = { ...setOf('cards', 20, 0), size: 21 };
    expect(kindReport(short).belowTarget).toBe(true);
    expect(kindReport({ ...setOf('cards', 20, 0), error: 'the set broke' }).belowTarget).toBe(true);
  });

  it('is below the target with no outcomes at all', () => {
    expect(kindReport({ kind: 'topics', size: 0, outcomes: [] })).toMatchObject({
      rate: 0,
      belowTarget: true,
    });
  });
});

describe('evalReport and exitCode', () => {
  it('passes, exit 0, when every set reaches the target', () => {
    const report = evalReport('the built-in engine', [setOf('plans', 20, 1), setOf('cards', 10, 0)]);
    expect(report.passed).toBe(true);
    expect(report.target).toBe(PASS_RATE_TARGET);
    expect(exitCode(report)).toBe(0);
  });

  it('fails, exit 1, when one set is below the target', () => {
    const report = evalReport('the built-in engine', [setOf('plans', 20, 0), setOf('cards', 10, 1)]);
    expect(report.passed).toBe(false);
    expect(exitCode(report)).toBe(1);
  });

  it('exits 0 with no sets to run', () => {
    expect(exitCode(evalReport('the built-in engine', []))).toBe(0);
  });
});

describe('formatReport', () => {
  it('gives each set its count and share, and says every set reached the target', () => {
    const text = formatReport(
      evalReport('the built-in engine', [setOf('plans', 20, 1), setOf('topics', 4, 0)]),
    );
    expect(text).toContain('Assistant evaluation: the built-in engine');
    expect(text).toContain('Target: 95% of each set');
    expect(text).toMatch(/plans\s+19\/20\s+95%/);
    expect(text).toMatch(/topics\s+4\/4\s+100%/);
    expect(text).not.toContain('BELOW TARGET');
    expect(text).toContain('Every set reached the target of 95%.');
  });

  it('shows each failing item with what was asked, every line of the answer and every failure', () => {
    const outcome = fail(
      'plans-7',
      ['no step names the report', 'a step is longer than 15 words'],
      ['Open the file (about 5 min)', 'Write one line (about 10–20 min)'],
    );
    const run: SetRun = {
      kind: 'plans',
      size: 2,
      outcomes: [pass('plans-1'), { ...outcome, input: 'Write\nthe report' }],
    };
    const text = formatReport(evalReport('model m at http://127.0.0.1:11434/v1', [run]));
    expect(text).toContain('plans: 1 of 2 failed');
    expect(text).toContain(
      [
        '  plans-7',
        '    asked:    Write / the report',
        '    answer:   Open the file (about 5 min)',
        '              Write one line (about 10–20 min)',
        '    failed:   no step names the report',
        '              a step is longer than 15 words',
      ].join('\n'),
    );
    expect(text).not.toContain('plans-1\n');
  });

  it('names two sets below the target', () => {
    const runs = [setOf('plans', 20, 2), setOf('topics', 4, 0), setOf('cards', 10, 3)];
    expect(formatReport(evalReport('the built-in engine', runs))).toContain(
      '2 sets of 3 are below the target of 95%: plans, cards.',
    );
  });

  it('marks a set below the target and names it at the end', () => {
    const text = formatReport(
      evalReport('the built-in engine', [setOf('plans', 20, 0), setOf('cards', 10, 3)]),
    );
    expect(text).toMatch(/cards\s+7\/10\s+70%\s+BELOW TARGET/);
    expect(text).toContain('1 set of 2 is below the target of 95%: cards.');
  });

  it('shows an empty answer as nothing, and a set that stopped with its reason', () => {
    const run: SetRun = {
      kind: 'estimates',
      size: 3,
      outcomes: [fail('e-1', ['no answer'], [])],
      error: 'boom',
    };
    const text = formatReport(evalReport('the built-in engine', [run]));
    expect(text).toContain('    answer:   (nothing)');
    expect(text).toContain('The set stopped before it finished: boom');
    expect(text).toMatch(/estimates\s+0\/1\s+0% \(of 3 items\)\s+STOPPED/);
  });

  it('says there are no sets yet rather than printing an empty table', () => {
    const text = formatReport(evalReport('the built-in engine', []));
    expect(text).toContain('There are no evaluation sets to run yet');
    expect(text).not.toContain('Passed:');
  });
});
