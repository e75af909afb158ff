import type { TopicPlace } from './assistant';
import { loadReader } from './reader';
import type { Setting } from './topic-facets';
import { facetChildren } from './topic-facets';
import type { TopicKind } from './topic-kinds';
import { KINDS } from './topic-kinds';
import type { Nlp, Reading } from './topic-reading';
import { capitalise, readTopic, STOP, wordCount } from './topic-reading';

// The built-in engine's mind-map subtopics (decision 151): the topic is read with compromise (topic-reading.ts),
// its kind found (topic-kinds.ts), and three subtopics given in its own words. A subtopic's own subtopics are
// about what it names (topic-facets.ts), in the central topic's setting, and never repeat what is above or
// beside it. A topic of no known kind gets plain subtopics built from its own words, never another kind's.
// Server only: compromise never reaches the browser.

const SUBTOPICS = 3;
const MIN_WORDS = 2;
const MAX_WORDS = 5;

/** The kind of a topic, or null when it is of none the engine knows. */
export const kindOf = (reading: Reading): TopicKind | null => KINDS.find((kind) => kind.is(reading)) ?? null;

/** The same label however it is written. */
const key = (label: string) =>
  label
    .toLowerCase()
    .replace(/[’]/g, "'")
    .replace(/[^\p{L}\p{N}\s]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** Honest subtopics of a topic of no known kind, built from its own words. */
function ownWords(reading: Reading): (string | null)[] {
  const thing = reading.thing || contentOf(reading.text);
  if (!thing) return [];
  if (reading.verb && reading.thing) {
    const steps = `Steps to ${reading.action}`;
    return [
      wordCount(steps) <= 5 ? steps : `Steps to ${reading.verb} ${thing}`,
      `Help with ${thing}`,
      `Preparing for ${thing}`,
      `Questions about ${thing}`,
    ];
  }
  return [
    `What ${thing} ${reading.plural ? 'are' : 'is'}`,
    `Examples of ${thing}`,
    `Questions about ${thing}`,
    `${capitalise(thing)} in detail`,
  ];
}

/** The topic's last three words when some of them say something, else nothing. */
function contentOf(text: string): string {
  const words = text.split(' ').slice(-3);
  const saying = words.filter((word) => /[\p{L}\p{N}]/u.test(word) && !STOP.has(word.toLowerCase()));
  return saying.some((word) => !/^(?:a|an|the)$/i.test(word)) ? words.join(' ') : '';
}

/** Under a place in a trip or a move: that place's own sights, stays and ways around. */
function placeChildren({ topic, kind }: Setting): (string | null)[] {
  const place = topic.place;
  if (!place || !kind || !/trip|moving/.test(kind.kind)) return [];
  return [
    `Things to see in ${place}`,
    `Where to stay in ${place}`,
    `Getting around ${place}`,
    `Food to try in ${place}`,
  ];
}

/** Under a subtopic the engine cannot place: plain subtopics in its own words. */
function ownChildren(topic: Reading): (string | null)[] {
  const words = topic.thing || contentOf(topic.text);
  if (!words) return [];
  const lower =
    /^[A-Z][a-z]/.test(words) && !topic.place ? words.charAt(0).toLowerCase() + words.slice(1) : words;
  return [`Ideas for ${lower}`, `${capitalise(lower)} checklist`, `Questions about ${lower}`];
}

/** When nothing in the topic can be read (an emoji): honest and still useful, enough for a subtopic too. */
const FALLBACK = [
  'What it means to you',
  'Questions to explore',
  'Where to find out more',
  'Things to find out',
  'People to ask',
  'A next small step',
];

/** The first three usable labels: a capital first letter, two to five words, none already on the map. */
function pick(candidates: readonly (string | null)[], taken: Set<string>): string[] {
  const chosen: string[] = [];
  for (const candidate of [...candidates, ...FALLBACK]) {
    if (chosen.length === SUBTOPICS) break;
    if (!candidate) continue;
    const label = capitalise(candidate.replace(/\s+/g, ' ').trim());
    const count = wordCount(label);
    if (count < MIN_WORDS || count > MAX_WORDS || taken.has(key(label))) continue;
    taken.add(key(label));
    chosen.push(label);
  }
  // A map that already holds every label the engine has still gets an answer, never an empty one.
  return chosen.length > 0 ? chosen : FALLBACK.slice(0, SUBTOPICS);
}

/** Three subtopics of the topic; with its place on the map, three of the subtopic in its setting. */
export function subtopicsOf(nlp: Nlp, topic: string, place?: TopicPlace): string[] {
  const reading = readTopic(nlp, topic);
  const within = place?.within ?? [];
  const taken = new Set([topic, ...within, ...(place?.beside ?? [])].map(key));
  const [parent, ...above] = within;
  const rootText = within.at(-1);
  if (parent === undefined || rootText === undefined) {
    const kind = kindOf(reading);
    return pick(kind ? kind.subtopics(reading) : ownWords(reading), taken);
  }
  // What the parent itself is given is beside this subtopic too, or will be: never repeated under it.
  for (const label of subtopicsOf(nlp, parent, { within: above, beside: [] })) taken.add(key(label));
  const root = readTopic(nlp, rootText);
  const setting: Setting = { root, kind: kindOf(root), topic: reading };
  const own = kindOf(reading);
  return pick(
    [
      ...(facetChildren(setting) ?? []),
      ...placeChildren(setting),
      ...(own ? own.subtopics({ ...reading, place: reading.place ?? root.place }) : []),
      ...ownChildren(reading),
    ],
    taken,
  );
}

/** The assistant's answer: compromise loaded once, then the subtopics. */
export async function builtInTopics(topic: string, place?: TopicPlace): Promise<string[]> {
  return subtopicsOf(await loadReader(), topic, place);
}
