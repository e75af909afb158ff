import { dumpTasks } from './brain-dump';
import { readAsks } from './asks';
import type { WordsEngine } from './engine';
import { rewriteMessage } from './rewrite';
import { summarise } from './summary';
import { readTone } from './tone';

/** Help with messages with no model: rules and two kept libraries, on the server only (decision 157). */
export const builtInWords: WordsEngine = {
  source: 'built-in',
  tone: (text) => readTone(text),
  asks: (text) => readAsks(text),
  async rewrite(text, style) {
    return rewriteMessage(text, style);
  },
  tasks: (text) => dumpTasks(text),
  async summary(text) {
    return { sentences: summarise(text) };
  },
};
