import { ToolScreen } from '../../components/tool-screen';
import { lazyPart } from '../../lib/lazy-part';

const StudyBuddy = lazyPart(
  () => import('./study-buddy').then((m) => m.StudyBuddy),
  () => import('../../../shared/study-buddy/study'),
);

/** The study buddy (docs/product.md#study-buddy): decks of cards, cards from notes, short reviews. */
export default function StudyBuddyPage() {
  return (
    <ToolScreen
      tool="study-buddy"
      intro="Make flashcards from your notes, then review the ones that are due, a few at a time. Stop whenever you like: every answer is saved as you give it."
      className="max-w-3xl space-y-6 py-8"
      controls={StudyBuddy}
    />
  );
}
