import type { EvalOutcome } from './eval-kind';
import { PASS_RATE_TARGET, passRate } from './eval-kind';

/**
 * The report of `npm run ai:eval` (decision 152): for each evaluation set, how many items passed and each one
 * that failed, with what was asked, what came back and why it failed; and whether every set reached the target.
 */

/** What one set gave: its outcomes, or the error that stopped it before it finished. */
export interface SetRun {
  kind: string;
  /** How many items the set holds. */
  size: number;
  outcomes: EvalOutcome[];
  /** Why the set stopped, in plain words, when it threw instead of giving its outcomes. */
  error?: string;
}

export interface KindReport extends SetRun {
  passed: number;
  /** The share of outcomes that passed, from 0 to 1. */
  rate: number;
  /** Below PASS_RATE_TARGET, or stopped before it gave every outcome. */
  belowTarget: boolean;
}

export interface EvalReport {
  /** Who answered: "the built-in engine" or "model llama3.1:8b at http://127.0.0.1:11434/v1". */
  answeredBy: string;
  target: number;
  kinds: KindReport[];
  /** Every set reached the target. */
  passed: boolean;
}

export function kindReport(run: SetRun): KindReport {
  const passed = run.outcomes.filter((outcome) => outcome.failures.length === 0).length;
  const rate = passRate(run.outcomes);
  const unfinished = run.error !== undefined || run.outcomes.length < run.size;
  return { ...run, passed, rate, belowTarget: unfinished || rate < PASS_RATE_TARGET };
}

export function evalReport(answeredBy: string, runs: readonly SetRun[]): EvalReport {
  const kinds = runs.map(kindReport);
  return { answeredBy, target: PASS_RATE_TARGET, kinds, passed: kinds.every((kind) => !kind.belowTarget) };
}

/**
 * The share as a percentage, rounded down to one decimal so a set just under the target never reads as on it
 * (94.96% is "94.9%", not "95%").
 */
export function percent(rate: number): string {
  const tenths = Math.floor(rate * 1000 + 1e-9);
  return `${tenths % 10 === 0 ? tenths / 10 : (tenths / 10).toFixed(1)}%`;
}

/** The exit status: 0 when every set reached the target (or there is none yet), 1 when one is below it. */
export const exitCode = (report: EvalReport): number => (report.passed ? 0 : 1);

function failedItem(outcome: EvalOutcome): string[] {
  const answer = outcome.answer.length > 0 ? outcome.answer : ['(nothing)'];
  return [
    `  ${outcome.id}`,
    `    asked:    ${outcome.input.replace(/\s*\n\s*/g, ' / ')}`,
    ...answer.map((line, i) => `${i === 0 ? '    answer:   ' : '              '}${line}`),
    ...outcome.failures.map((failure, i) => `${i === 0 ? '    failed:   ' : '              '}${failure}`),
  ];
}

function summaryLine(kind: KindReport, width: number): string {
  const count = `${kind.passed}/${kind.outcomes.length}`;
  const short = kind.outcomes.length < kind.size ? ` (of ${kind.size} items)` : '';
  const mark = kind.error !== undefined ? '  STOPPED' : kind.belowTarget ? '  BELOW TARGET' : '';
  return `  ${kind.kind.padEnd(width)}  ${count.padStart(7)}  ${percent(kind.rate).padStart(6)}${short}${mark}`;
}

/** The report as plain text, for a terminal or a log. */
export function formatReport(report: EvalReport): string {
  const target = percent(report.target);
  const lines = [
    `Assistant evaluation: ${report.answeredBy}`,
    `Target: ${target} of each set's items pass.`,
    '',
  ];
  if (report.kinds.length === 0) {
    lines.push(
      'There are no evaluation sets to run yet (EVAL_KINDS in src/server/ai/eval/index.ts is empty).',
    );
    return lines.join('\n');
  }

  const width = Math.max(...report.kinds.map((kind) => kind.kind.length));
  lines.push('Passed:', ...report.kinds.map((kind) => summaryLine(kind, width)));

  for (const kind of report.kinds) {
    const failed = kind.outcomes.filter((outcome) => outcome.failures.length > 0);
    if (failed.length === 0 && kind.error === undefined) continue;
    lines.push('', `${kind.kind}: ${failed.length} of ${kind.outcomes.length} failed`);
    if (kind.error !== undefined) lines.push(`  The set stopped before it finished: ${kind.error}`);
    for (const outcome of failed) lines.push(...failedItem(outcome));
  }

  const below = report.kinds.filter((kind) => kind.belowTarget);
  lines.push('');
  if (below.length === 0) {
    lines.push(`Every set reached the target of ${target}.`);
  } else {
    const names = below.map((kind) => kind.kind).join(', ');
    const sets = below.length === 1 ? 'set' : 'sets';
    const are = below.length === 1 ? 'is' : 'are';
    lines.push(
      `${below.length} ${sets} of ${report.kinds.length} ${are} below the target of ${target}: ${names}.`,
    );
  }
  return lines.join('\n');
}
