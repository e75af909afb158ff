import nlp from 'compromise';

/**
 * A task title read for its meaning (decision 149): the leading verb in its plain form ("washing" → "wash"),
 * the nouns in the singular ("groceries" → "grocery"), and the words after the verb as the person wrote them.
 * Task titles are short commands, which a tagger trained on sentences often reads as nouns ("ring mum",
 * "book flights"): a first word that some kind of task knows as a verb is taken as the verb.
 */
export interface TaskReading {
  /** The title in lower case, punctuation as spaces, single-spaced. */
  plain: string;
  /** Every word in lower case, in order. */
  words: string[];
  /** The leading verb in its plain form, or null when the title does not start with one. */
  verb: string | null;
  /** The nouns' plain forms, the last of the object first. */
  nouns: string[];
  /** The words after the verb, as written, or null when there is no verb or nothing after it. */
  object: string | null;
}

interface Term {
  text: string;
  normal: string;
  root?: string;
  tags: string[];
}

const plainOf = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}'’-]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** Reads the title; `knownVerbs` are the verbs some kind of task is named by. */
export function readTask(title: string, knownVerbs: ReadonlySet<string>): TaskReading {
  const clean = title.replace(/\s+/g, ' ').trim();
  const plain = plainOf(clean);
  const words = plain === '' ? [] : plain.split(' ');
  const doc = nlp(clean);
  doc.compute('root');
  const terms = (doc.json() as { terms: Term[] }[]).flatMap((sentence) => sentence.terms);
  const base = (term: Term) => (term.root ?? term.normal).toLowerCase();
  const first = terms[0];
  let verb: string | null = null;
  if (first && first.tags.includes('Verb') && !first.tags.includes('Auxiliary')) verb = base(first);
  else if (first && knownVerbs.has(first.normal)) verb = first.normal;
  else if (first?.normal === 'do') verb = 'do';
  const nouns = terms
    .slice(verb ? 1 : 0)
    .filter(
      (term) =>
        term.tags.includes('Noun') && !term.tags.includes('Possessive') && !term.tags.includes('Pronoun'),
    )
    .map(base)
    .reverse();
  const object = verb ? clean.split(' ').slice(1).join(' ').trim() || null : null;
  return { plain, words, verb, nouns, object };
}
