// npm run ai:eval: the assistant's evaluation sets (src/server/ai/eval/) run against a model, or the built-in
// engine, with a plain report (decision 152). Exits 1 when a set is below the target, 2 on a plain mistake.
//
//   AI_BASE_URL=http://127.0.0.1:11434/v1 AI_API_KEY=ollama AI_MODEL=llama3.1:8b npm run ai:eval
//   npm run ai:eval -- --built-in --kind=plans,cards --json=eval-report.json
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { builtInAssistant } from '../src/server/ai/built-in-assistant';
import { EVAL_KINDS } from '../src/server/ai/eval';
import { evalReport, exitCode, formatReport } from '../src/server/ai/eval/report';
import { chosenKinds, modelSettings, plainMistake, runSets, watched } from '../src/server/ai/eval/run';
import { createModelAssistant } from '../src/server/ai/model-assistant';

const USAGE = `Usage: npm run ai:eval -- [--built-in] [--kind=plans,cards] [--json=report.json]

  --built-in      evaluate the built-in engine instead of the model in AI_BASE_URL, AI_API_KEY, AI_MODEL
  --kind=a,b      run only these sets
  --json=path     also write the whole report, every item's answer included, to this file

The model is read from AI_BASE_URL, AI_API_KEY and AI_MODEL, and AI_TIMEOUT_MS (60000 when unset).`;

interface Options {
  builtIn: boolean;
  kinds: string[] | null;
  json: string | null;
}

function options(args: string[]): Options | string {
  const chosen: Options = { builtIn: false, kinds: null, json: null };
  for (const arg of args) {
    const [name, value] = arg.split(/=(.*)/s, 2);
    if (name === '--built-in' && value === undefined) chosen.builtIn = true;
    else if (name === '--kind' && value)
      chosen.kinds = value
        .split(',')
        .map((kind) => kind.trim())
        .filter(Boolean);
    else if (name === '--json' && value) chosen.json = value;
    else return arg === '--help' || arg === '-h' ? '' : `Unknown option ${arg}.`;
  }
  return chosen;
}

/** A plain mistake: one line (and the usage when it is about the command), exit 2, never a stack trace. */
function stop(message: string, usage = false): never {
  console.error(message);
  if (usage) console.error(`\n${USAGE}`);
  process.exit(2);
}

async function main() {
  const chosen = options(process.argv.slice(2));
  if (typeof chosen === 'string') {
    if (chosen === '') {
      console.log(USAGE);
      return 0;
    }
    stop(chosen, true);
  }

  const kinds = chosenKinds(EVAL_KINDS, chosen.kinds);
  if (!kinds.ok) stop(kinds.message);

  let answeredBy = 'the built-in engine';
  let mistake: (err: unknown) => string | null = () => null;
  let assistant = builtInAssistant;
  if (!chosen.builtIn) {
    const settings = modelSettings(process.env);
    if (!settings.ok) stop(settings.message);
    const { options: model } = settings;
    answeredBy = `model ${model.model} at ${model.baseURL} (${model.timeoutMs / 1000} s for each answer)`;
    mistake = (err) => plainMistake(err, model);
    assistant = createModelAssistant(model);
  }

  // On a terminal, a line for each set and a dot for each answer: a model on a laptop can take a minute for one.
  const tty = process.stderr.isTTY;
  const watch = watched(assistant, mistake, () => tty && process.stderr.write('.'));
  const started = new Date();
  const runs = await runSets(kinds.kinds, watch.assistant, watch.signal, {
    start: (kind) =>
      process.stderr.write(`Asking the ${kind.kind} set (${kind.size} items)${tty ? ' ' : '\n'}`),
    done: () => tty && process.stderr.write('\n'),
    shouldStop: () => watch.stopped() !== null,
  });
  const stopped = watch.stopped();
  if (stopped !== null) stop(stopped);

  const seconds = Math.round((Date.now() - started.getTime()) / 1000);
  const report = evalReport(answeredBy, runs);
  console.log(`\n${formatReport(report)}`);
  if (report.kinds.length > 0) console.log(`Took ${seconds} s.`);
  if (chosen.json !== null) {
    const path = resolve(chosen.json);
    const whole = { startedAt: started.toISOString(), seconds, ...report };
    try {
      await mkdir(dirname(path), { recursive: true });
      await writeFile(path, `${JSON.stringify(whole, null, 2)}\n`);
    } catch (err) {
      stop(`Could not write the report to ${path}: ${err instanceof Error ? err.message : String(err)}`);
    }
    console.log(`The whole report is in ${path}.`);
  }
  return exitCode(report);
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    // Only a fault of this program or of a set gets here; a plain mistake has its own message above.
    console.error(err);
    process.exit(3);
  },
);
