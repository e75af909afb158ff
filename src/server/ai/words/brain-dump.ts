import type { DumpTask } from '../../../shared/words/words';
import { loadReader } from '../reader';
import { firstDate } from './dates';
import { sentencesOf, wordsOf } from './sentences';

/*
 * Brain dump to tasks, built in (decision 157): the paragraph cut at its sentences, lines and joins; each piece
 * that names something to do becomes a task that starts with a verb, its date kept; a task said twice is kept
 * once. Feelings and worries ("I'm so behind") are not tasks and are left out.
 */

/** The most tasks one dump gives: more is a list to sort, not to start. */
export const DUMP_TASKS_MAX = 15;

type Reader = Awaited<ReturnType<typeof loadReader>>;

// What a person writes before the thing to do: "I really need to", "don't forget to", "oh and".
const PREAMBLE =
  /^(?:(?:oh|and|also|plus|then|but|so|ok|okay|right|um+|erm|anyway)[,]?\s+)*(?:(?:.*\s)?(?:thing|things|job|plan)\b[^,]*?\b(?:is|are) to\s+|i\s+(?:really\s+|still\s+|also\s+|just\s+|definitely\s+|probably\s+|should\s+)?(?:need|have|want|ought|must|should|gotta|got|keep forgetting|mean|meant|am meant|'m meant|'ve got|have got)\s+(?:to\s+)?|i'?ll\s+|i\s+must\s+|i\s+should\s+|(?:must|need|have|got|gotta|remember|don'?t forget|do not forget|try)\s+(?:to\s+)?|(?:i\s+)?(?:also\s+)?(?:have|has)\s+to\s+)/i;

const ADVERBS = /^(?:really|still|also|definitely|probably|just|actually|finally|quickly)\s+/i;

// Joins that put two things to do in one sentence.
const JOINS =
  /\s*(?:;|,?\s+so\s+(?=i\b)|,?\s+and\s+then\s+|,?\s+and\s+also\s+|,\s+and\s+|\s+and\s+|,\s+then\s+|,\s+also\s+|,\s+plus\s+|,\s+)\s*/i;

const FEELING =
  /^(?:i(?:'m| am)|i feel|i'?ve been|everything|it'?s all|it is all|so much|too much|ugh|argh|help|this week is|today is|life is|my head)\b/i;

// Verbs a dump often starts a task with that a tagger reads as nouns ("email the school", "text Sam").
const TASK_VERBS = new Set([
  'email',
  'text',
  'ring',
  'call',
  'phone',
  'book',
  'order',
  'pay',
  'renew',
  'buy',
  'cancel',
  'clean',
  'tidy',
  'wash',
  'hoover',
  'post',
  'print',
  'return',
  'fix',
  'finish',
  'start',
  'reply',
  'check',
  'sort',
  'pick',
  'drop',
  'collect',
  'send',
  'write',
  'fill',
  'iron',
  'water',
  'feed',
  'walk',
  'pack',
  'plan',
  'message',
  'chase',
  'file',
  'change',
  'make',
  'get',
  'see',
  'visit',
  'take',
]);

const tidy = (text: string) =>
  text
    .replace(/\s+/g, ' ')
    .replace(/[\s.!?,;:]+$/, '')
    .trim();
const sentenceCase = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function startsWithVerb(reader: Reader, piece: string): boolean {
  const first = wordsOf(piece)[0];
  if (!first) return false;
  if (TASK_VERBS.has(first)) return true;
  // Read where a verb would stand, "I will move money", so a word that can be either is read as the verb.
  const term = (reader(`I will ${piece}`).json() as { terms: { tags: string[] }[] }[])[0]?.terms[2];
  return (
    !!term && term.tags.includes('Verb') && !term.tags.includes('Auxiliary') && !term.tags.includes('Gerund')
  );
}

// Words that do not tell two tasks apart: "call the dentist" and "call dentist" are one.
const FILLER = new Set([
  'the',
  'a',
  'an',
  'my',
  'to',
  'for',
  'about',
  'some',
  'up',
  'on',
  'in',
  'at',
  'with',
]);
const keyOf = (title: string) =>
  wordsOf(title)
    .filter((word) => !FILLER.has(word))
    .map((word) => word.replace(/s$/, ''))
    .join(' ');

/** The tasks in everything on the person's mind, in the order they wrote them. */
export async function dumpTasks(text: string): Promise<DumpTask[]> {
  const reader = await loadReader();
  const tasks: DumpTask[] = [];
  const keys: string[] = [];
  const pieces = sentencesOf(text)
    .flatMap((sentence) => sentence.replace(/^[-*•\d.)\s]+/, '').split(JOINS))
    .map((piece) => tidy(piece.replace(PREAMBLE, '').replace(PREAMBLE, '').replace(ADVERBS, '')));
  for (const piece of pieces) {
    if (piece === '' || FEELING.test(piece) || !startsWithVerb(reader, piece)) continue;
    const title = sentenceCase(piece);
    const key = keyOf(title);
    const when = firstDate(title);
    const same = keys.findIndex((seen) => seen === key || seen.includes(key) || key.includes(seen));
    if (same >= 0) {
      // Said twice: the fuller one is kept, with its date.
      const kept = tasks[same]!;
      if (title.length > kept.title.length) tasks[same] = { title, when: when ?? kept.when };
      else if (!kept.when && when) tasks[same] = { ...kept, when };
      keys[same] = keyOf(tasks[same]!.title);
      continue;
    }
    tasks.push({ title, when });
    keys.push(key);
  }
  return tasks.slice(0, DUMP_TASKS_MAX);
}
