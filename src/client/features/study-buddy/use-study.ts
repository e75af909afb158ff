import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CardInput,
  CardUpdate,
  Deck,
  StudyCard,
  StudyCardsAnswer,
  StudyRating,
  StudyState,
} from '../../../shared/study-buddy/study';
import { answer } from '../../../shared/study-buddy/schedule';
import { api, unwrap } from '../../lib/api';

export const studyQuery = queryOptions({
  queryKey: ['study'],
  queryFn: () => unwrap<StudyState>(api.study.$get()),
});

export function useStudy() {
  return useQuery(studyQuery);
}

/**
 * The study buddy's changes. Changes to a card (edit, move, suspend, delete, an answer) show at once and are put
 * back if the server refuses them; adds wait for the server's cards. All share one scope, so they run in order.
 */
export function useStudyActions() {
  const queryClient = useQueryClient();
  const scope = { id: 'study' };
  const key = studyQuery.queryKey;
  const set = (change: (state: StudyState) => StudyState) =>
    queryClient.setQueryData(key, (state) => (state ? change(state) : state));
  const withCard = (card: StudyCard) =>
    set((state) => ({ ...state, cards: state.cards.map((c) => (c.id === card.id ? card : c)) }));

  /** The change shows at once; the state before it comes back on failure. */
  const optimistic = async (change: (state: StudyState) => StudyState) => {
    await queryClient.cancelQueries({ queryKey: key });
    const before = queryClient.getQueryData(key);
    set(change);
    return { before };
  };
  const rollback = (_e: Error, _v: unknown, context: { before?: StudyState | undefined } | undefined) => {
    if (context?.before) queryClient.setQueryData(key, context.before);
  };

  const addDeck = useMutation({
    scope,
    mutationFn: (name: string) => unwrap<Deck>(api.study.decks.$post({ json: { name } })),
    onSuccess: (deck) => set((state) => ({ ...state, decks: [...state.decks, deck] })),
  });
  const renameDeck = useMutation({
    scope,
    mutationFn: ({ id, name }: { id: string; name: string }) =>
      unwrap<Deck>(api.study.decks[':id'].$patch({ param: { id }, json: { name } })),
    onSuccess: (deck) =>
      set((state) => ({ ...state, decks: state.decks.map((d) => (d.id === deck.id ? deck : d)) })),
  });
  const removeDeck = useMutation({
    scope,
    mutationFn: (id: string) => unwrap(api.study.decks[':id'].$delete({ param: { id } })),
    onMutate: (id) =>
      optimistic((state) => ({
        decks: state.decks.filter((d) => d.id !== id),
        cards: state.cards.filter((c) => c.deckId !== id),
      })),
    onError: rollback,
  });
  const addCards = useMutation({
    scope,
    mutationFn: ({ deckId, cards }: { deckId: string; cards: CardInput[] }) =>
      unwrap<StudyCard[]>(api.study.decks[':id'].cards.$post({ param: { id: deckId }, json: { cards } })),
    onSuccess: (cards) => set((state) => ({ ...state, cards: [...state.cards, ...cards] })),
  });
  const changeCard = useMutation({
    scope,
    mutationFn: ({ card, change }: { card: StudyCard; change: CardUpdate }) =>
      unwrap<StudyCard>(api.study.cards[':id'].$patch({ param: { id: card.id }, json: change })),
    onMutate: ({ card, change }) =>
      optimistic((state) => ({
        ...state,
        cards: state.cards.map((c) => (c.id === card.id ? ({ ...c, ...change } as StudyCard) : c)),
      })),
    onError: rollback,
    onSuccess: withCard,
  });
  const removeCard = useMutation({
    scope,
    mutationFn: (card: StudyCard) => unwrap(api.study.cards[':id'].$delete({ param: { id: card.id } })),
    onMutate: (card) =>
      optimistic((state) => ({ ...state, cards: state.cards.filter((c) => c.id !== card.id) })),
    onError: rollback,
  });
  const review = useMutation({
    scope,
    // `id` is the one the app made for the answer (decision 140).
    mutationFn: ({ id, card, rating, at }: { id: string; card: StudyCard; rating: StudyRating; at: Date }) =>
      unwrap<StudyCard>(
        api.study.cards[':id'].reviews.$post({
          param: { id: card.id },
          json: { id, rating, reviewedAt: at.toISOString() },
        }),
      ),
    // The same ts-fsrs answer the server works out, shown at once (decision 098).
    onMutate: ({ card, rating, at }) =>
      optimistic((state) => ({
        ...state,
        cards: state.cards.map((c) =>
          c.id === card.id ? { ...c, schedule: answer(c.schedule, rating, at).schedule } : c,
        ),
      })),
    onError: rollback,
    onSuccess: withCard,
  });
  return { addDeck, renameDeck, removeDeck, addCards, changeCard, removeCard, review };
}

/** Proposed cards from pasted notes; nothing is saved until the person keeps them. */
export function useCardSuggestions() {
  return useMutation({
    mutationFn: (text: string) => unwrap<StudyCardsAnswer>(api.ai['study-cards'].$post({ json: { text } })),
  });
}
