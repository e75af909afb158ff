import { useState } from 'react';
import type { StudyCard } from '../../../shared/study-buddy/study';
import { readyCounts } from '../../../shared/study-buddy/schedule';
import { Button } from '../../components/button';
import { DeferredPass } from '../../components/deferred-pass';
import { Loading } from '../../components/loading';
import { Notice } from '../../components/notice';
import { useTimeZone } from '../../lib/profile';
import { focusWhenShown } from '../../lib/focus-when-shown';
import { useNow } from '../../lib/use-now';
import { AnkiFiles } from './anki-files';
import { CardList } from './card-list';
import { CardMaker } from './card-maker';
import { DeckPanel } from './deck-panel';
import { PictureCardMaker } from './picture-card-maker';
import type { SessionLength } from './review-session';
import { ReviewSession, SESSION_LENGTHS } from './review-session';
import { readySentence, readyWords } from './ready-words';
import { ReviewSummary } from './review-summary';
import { useStudy } from './use-study';

type View = 'cards' | 'make' | 'pictures' | 'review';

/** The study buddy's controls below its header: decks of cards, cards from notes, short reviews. */
export function StudyBuddy() {
  const { data: loaded, error } = useStudy();
  const timeZone = useTimeZone();
  const now = useNow(30_000);
  const [deckId, setDeckId] = useState<string | null>(null);
  const [view, setView] = useState<View>('cards');
  const [length, setLength] = useState<SessionLength | null>(null);
  const [summary, setSummary] = useState<StudyCard[] | null>(null);
  const [said, setSaid] = useState('');

  const select = (id: string) => {
    setDeckId(id);
    setLength(null);
    setSummary(null);
  };
  const tab = (which: View, label: string) => (
    <Button
      variant="secondary"
      className="aria-pressed:border-2 aria-pressed:border-primary aria-pressed:font-semibold aria-pressed:underline"
      aria-pressed={view === which}
      onClick={() => setView(which)}
    >
      {label}
    </Button>
  );

  return (
    <>
      <p role="status" className="sr-only">
        {said}
      </p>
      {error && <Notice tone="error">{error.message}</Notice>}
      {/* Drawn in a pass React can pause, like every tool's list (decisions 066 and 125). */}
      <DeferredPass value={loaded}>
        {(data) => {
          const deck = data?.decks.find((d) => d.id === deckId) ?? data?.decks[0];
          const cards = data && deck ? data.cards.filter((c) => c.deckId === deck.id) : [];
          const ready = readyCounts(cards, now);
          return !data ? (
            !error && <Loading />
          ) : (
            <>
              <DeckPanel
                decks={data.decks}
                cards={data.cards}
                selected={deck}
                now={now}
                onSelect={select}
                onSaid={setSaid}
              />
              {deck && (
                <>
                  <div
                    role="group"
                    aria-label={`What to do with ${deck.name}`}
                    className="flex flex-wrap gap-3"
                  >
                    {tab('review', `Review (${readyWords(ready)})`)}
                    {tab('cards', 'Cards')}
                    {tab('make', 'Make cards from notes')}
                    {tab('pictures', 'Make picture cards')}
                  </div>
                  {view === 'review' &&
                    (summary ? (
                      <ReviewSummary
                        answered={summary}
                        timeZone={timeZone}
                        onClose={() => {
                          setSummary(null);
                          setLength(null);
                          focusWhenShown('review-heading');
                        }}
                      />
                    ) : length ? (
                      <ReviewSession
                        cards={cards}
                        length={length}
                        timeZone={timeZone}
                        onDone={(answered) => {
                          setSummary(answered);
                          focusWhenShown('review-summary-heading');
                        }}
                      />
                    ) : (
                      <section aria-labelledby="review-heading" className="space-y-3">
                        <h2 id="review-heading" className="text-xl font-semibold">
                          Review {deck.name}
                        </h2>
                        <p>{readySentence(ready)}</p>
                        {ready.due + ready.fresh > 0 && (
                          <div className="flex flex-wrap gap-3">
                            {SESSION_LENGTHS.map((choice) => (
                              <Button
                                key={choice.label}
                                variant="secondary"
                                onClick={() => setLength(choice)}
                              >
                                Start: {choice.label}
                              </Button>
                            ))}
                          </div>
                        )}
                      </section>
                    ))}
                  {view === 'cards' && (
                    <CardList
                      deck={deck}
                      decks={data.decks}
                      cards={cards}
                      timeZone={timeZone}
                      onSaid={setSaid}
                    />
                  )}
                  {view === 'make' && <CardMaker deck={deck} onSaid={setSaid} />}
                  {view === 'pictures' && <PictureCardMaker deck={deck} onSaid={setSaid} />}
                  <AnkiFiles deck={deck} cards={cards} />
                </>
              )}
            </>
          );
        }}
      </DeferredPass>
    </>
  );
}
