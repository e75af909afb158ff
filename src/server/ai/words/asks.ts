import type { Ask, AsksReading } from '../../../shared/words/words';
import { loadReader } from '../reader';
import { datesIn, firstDate } from './dates';
import { sentencesOf } from './sentences';

/*
 * What the writer wants (decision 157): the questions asked and the requests made, each written as a task that
 * starts with a verb, read with the assistant's language library (compromise) and rules written here.
 */

type Reader = Awaited<ReturnType<typeof loadReader>>;

// Openings that turn a sentence into a request: what follows them is the thing to do.
const REQUEST_OPENINGS: readonly RegExp[] = [
  /^(?:and |also |so |but )?(?:please |kindly )?(?:could|can|would|will) you (?:please |kindly |possibly |just )?(?:be able to |help me )?/i,
  /^(?:and |also )?would you (?:mind|be able to) /i,
  /^(?:i was wondering if |i wondered if )?you could (?:please )?/i,
  /^i(?:'d| would) be (?:grateful|glad) if you could /i,
  /^it would be (?:great|good|helpful|lovely) if you could /i,
  /^(?:i|we) (?:need|want|would like|'d like) you to /i,
  /^(?:you need to|you must|you should|you will need to|you'll need to) /i,
  /^(?:please )?(?:make sure|ensure) (?:that )?/i,
  /^(?:please )?(?:don't forget|remember|do not forget) to /i,
  /^(?:please |kindly )/i,
];

// Questions that ask for something done, not for an answer: "Can you send...?" is a request.
const ASKS_FOR_ACTION =
  /^(?:and |also |so |but )?(?:please )?(?:could|can|would|will) you\b(?! (?:like|prefer|rather|be free|be around|be in)\b)|^would you (?:mind|be able)/i;
const QUESTION_START =
  /^(?:and |also |so |but )?(?:are|is|was|were|do|does|did|have|has|had|can|could|will|would|should|shall|may|might|what|when|where|which|who|whom|whose|why|how)\b/i;

// "Please make sure someone is home" asks for something whatever its verb; "make sure" keeps its words.
const KEEP_OPENING = /^(?:please )?(make sure|ensure)\b/i;

const PRONOUNS: readonly [RegExp, string][] = [
  [/\bme\b/gi, 'them'],
  [/\bmy\b/gi, 'their'],
  [/\bmyself\b/gi, 'themselves'],
  [/\bus\b/gi, 'them'],
  [/\bour\b/gi, 'their'],
  [/\byour\b/gi, 'my'],
  [/\byou are\b/gi, 'I am'],
  [/\b(with|to|for|at|from|about|give|tell|send|ask|call|see|meet|help|thank|let|remind)\s+you\b/gi, '$1 me'],
  [/\byou\b/gi, 'I'],
];

const tidy = (text: string) =>
  text
    .replace(/\s+/g, ' ')
    .replace(/\s+([,.;:!?])/g, '$1')
    .trim();
const sentenceCase = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const withoutEnd = (text: string) => text.replace(/[\s.!?,;:]+$/, '');

/** The thing to do, from the person's side: "send me the form" → "send them the form". */
function fromPersonsSide(text: string): string {
  let turned = text;
  for (const [pattern, word] of PRONOUNS) turned = turned.replace(pattern, word);
  return turned;
}

/** A request's task: its opening taken off, in the person's own words, verb first. */
function requestTask(sentence: string): string {
  const said = withoutEnd(sentence);
  const kept = KEEP_OPENING.exec(said);
  let rest = said;
  for (const opening of REQUEST_OPENINGS) {
    if (kept) break;
    const found = opening.exec(rest);
    if (found) {
      rest = rest.slice(found[0].length);
      break;
    }
  }
  rest = rest.replace(
    /,?\s*(?:please|if you can|if possible|when you can|when you get a (?:moment|chance))$/i,
    '',
  );
  if (kept) rest = rest.replace(/^please /i, '');
  return sentenceCase(tidy(fromPersonsSide(rest.replace(/\blet (?:me|us) know\b/gi, 'let them know'))));
}

/** A question's task: reply to it, with the question in their words. */
const questionTask = (sentence: string) => `Reply: ${sentenceCase(tidy(sentence))}`;

/** Whether a sentence starts with a verb that tells the reader to do something ("Send the receipts"). */
function isCommand(reader: Reader, sentence: string): boolean {
  const doc = reader(sentence);
  const first = (doc.json() as { terms: { tags: string[]; normal: string }[] }[])[0]?.terms[0];
  if (!first) return false;
  if (
    /^(?:let|see|call|ring|phone|come|bring|send|sign|return|book|pay|reply|contact|sort|fill|find|tell|check|email|text)$/.test(
      first.normal,
    )
  )
    return true;
  return (
    first.tags.includes('Imperative') || (first.tags.includes('Infinitive') && !first.tags.includes('Noun'))
  );
}

// Sentences that tell, not ask, even when they start like a command ("Reminder: ...", "Thanks for ...").
const NOT_AN_ASK =
  /^(?:thanks|thank you|cheers|reminder\b|just to let you know|hope|have a|see you|love|best|kind regards|regards|many thanks|well done|happy|congrat)/i;

/** The questions and requests in a message, in order, and every date or time it names. */
export async function readAsks(text: string): Promise<AsksReading> {
  const reader = await loadReader();
  const asks: Ask[] = [];
  // Lines end sentences too, and a greeting or a name alone on a line is neither.
  for (const raw of sentencesOf(text)) {
    // "Hi love, are you coming?" — the greeting is not part of the question.
    const sentence = raw
      .replace(/^[A-Z][A-Z ]+:\s*/, '')
      .replace(/^(?:hi|hello|hey|dear)\b[^,!]{0,30}[,!]\s*/i, '')
      .replace(/^(?:also|and|oh and|ps),?\s+/i, '')
      .replace(/^(?:when|if) you (?:get|have) a (?:moment|minute|chance|sec),?\s*/i, '');
    if (sentence.split(/\s+/).length < 2 || NOT_AN_ASK.test(sentence)) continue;
    const when = firstDate(sentence);
    const question = sentence.trim().endsWith('?') || QUESTION_START.test(sentence);
    if (question && !ASKS_FOR_ACTION.test(sentence)) {
      asks.push({ kind: 'question', said: raw, task: questionTask(sentence), when });
      continue;
    }
    const request =
      ASKS_FOR_ACTION.test(sentence) ||
      REQUEST_OPENINGS.some((opening) => opening.test(sentence)) ||
      isCommand(reader, sentence);
    if (request) {
      const task = requestTask(sentence);
      if (task.split(/\s+/).length >= 2 || /\w{3,}/.test(task))
        asks.push({ kind: 'request', said: raw, task, when });
    }
  }
  return { asks, dates: datesIn(text) };
}
