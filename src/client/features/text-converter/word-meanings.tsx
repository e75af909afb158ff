import { useQuery } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import type { LookupAnswer } from '../../../shared/dictionary';
import { LOOKUP_WORD_MAX, NOT_IN_DICTIONARY } from '../../../shared/dictionary';
import { hardWords } from '../../../shared/hard-words';
import { symbolAddress } from '../../../shared/pictures';
import { Button } from '../../components/button';
import { LazyReadAloud } from '../../components/lazy-read-aloud';
import { Notice } from '../../components/notice';
import { SymbolCredit } from '../../components/symbol-credit';
import { api, unwrap } from '../../lib/api';

// The picture dictionary (decision 171): the hard words of the text, each a button, and a box for any other word;
// a word's meanings come from the dictionary on NeuroNest's own server.

const lookUp = (word: string) => unwrap<LookupAnswer>(api.dictionary.$get({ query: { word } }));

const inputClass =
  'min-h-11 w-full min-w-0 rounded-lg border border-control bg-surface px-3 text-fg focus-visible:border-primary';

/** What a word's meanings say, as one text to read aloud. */
const spokenMeanings = (answer: LookupAnswer) =>
  [
    answer.headword,
    ...answer.meanings.map(
      (meaning) =>
        `${meaning.wordClass}: ${meaning.text}.${meaning.example ? ` For example: ${meaning.example}.` : ''}`,
    ),
  ].join('\n');

/** The hard words of a converted text and their meanings, one word at a time. */
export function WordMeanings({ text }: { text: string }) {
  const id = useId();
  const words = useMemo(() => hardWords(text), [text]);
  const [word, setWord] = useState<string | null>(null);
  const [typed, setTyped] = useState('');
  const meanings = useQuery({
    queryKey: ['dictionary', word],
    queryFn: () => lookUp(word ?? ''),
    enabled: word !== null,
    staleTime: Infinity,
  });

  const choose = (next: string) => setWord(next.trim());

  return (
    <section aria-labelledby={`${id}-heading`} className="space-y-3 rounded-lg border border-line p-4">
      <h3 id={`${id}-heading`} className="text-lg font-semibold">
        Word meanings
      </h3>
      {words.length > 0 ? (
        <>
          <p id={`${id}-hard`} className="text-sm text-muted">
            Longer words in this text. Choose one to see what it means.
          </p>
          <ul aria-labelledby={`${id}-hard`} className="flex flex-wrap gap-2">
            {words.map((each) => (
              <li key={each}>
                <Button
                  variant="secondary"
                  aria-pressed={word === each}
                  onClick={() => choose(each)}
                  className="px-3 aria-pressed:border-2 aria-pressed:border-primary aria-pressed:bg-primary-soft"
                >
                  {each}
                </Button>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p className="text-sm text-muted">No long words here. You can look up any word below.</p>
      )}
      <form
        className="flex flex-wrap items-end gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          if (typed.trim()) choose(typed);
        }}
      >
        <div className="flex min-w-[min(100%,14rem)] flex-1 flex-col">
          <label htmlFor={`${id}-word`} className="text-sm font-medium">
            Look up a word
          </label>
          <input
            id={`${id}-word`}
            className={inputClass}
            value={typed}
            maxLength={LOOKUP_WORD_MAX}
            autoComplete="off"
            spellCheck
            onChange={(event) => setTyped(event.target.value)}
          />
        </div>
        <Button type="submit" variant="secondary">
          Look up
        </Button>
      </form>
      <div aria-live="polite">
        {word !== null && meanings.isPending && <p className="text-muted">Looking up "{word}"...</p>}
        {meanings.error && <Notice tone="error">{meanings.error.message}</Notice>}
        {meanings.data && <MeaningsOf answer={meanings.data} />}
      </div>
    </section>
  );
}

function MeaningsOf({ answer }: { answer: LookupAnswer }) {
  if (answer.meanings.length === 0)
    return (
      <p>
        <strong className="font-semibold">{answer.word}</strong>: {NOT_IN_DICTIONARY}
      </p>
    );
  return (
    <div className="space-y-2">
      <h4 className="text-lg font-semibold">
        {answer.headword}
        {answer.headword !== answer.word.toLowerCase() && (
          <span className="font-normal text-muted"> (from "{answer.word}")</span>
        )}
      </h4>
      <ol className="list-decimal space-y-2 pl-6">
        {answer.meanings.map((meaning, index) => (
          <li key={index}>
            <span className="italic">{meaning.wordClass}</span>: {meaning.text}
            {meaning.example && <span className="block text-muted">For example: "{meaning.example}"</span>}
          </li>
        ))}
      </ol>
      {answer.symbol && (
        <figure className="flex flex-wrap items-center gap-3">
          <img
            src={symbolAddress(answer.symbol.name)}
            alt={`Symbol: ${answer.symbol.label}`}
            width={72}
            height={72}
            className="size-18 rounded-lg border border-line bg-white p-1"
          />
          <figcaption className="text-sm text-muted">
            Symbol from <SymbolCredit />
          </figcaption>
        </figure>
      )}
      <p className="text-sm text-muted">Meanings from WordNet, a dictionary kept on this app's server.</p>
      <LazyReadAloud text={spokenMeanings(answer)} label={`Read the meaning of ${answer.headword} aloud`} />
    </div>
  );
}
