import { ToolScreen } from '../../components/tool-screen';
import { lazyPart } from '../../lib/lazy-part';

const Words = lazyPart(
  () => import('./words').then((m) => m.Words),
  () => import('../../../shared/words/words'),
);

/** Words (decision 157): help with messages, and a brain dump turned into tasks. */
export default function WordsPage() {
  return (
    <ToolScreen
      tool="words"
      intro="Paste a message to see how it might sound, what the writer wants from you, or how to say it another way. Or write down everything on your mind and turn it into tasks."
      className="max-w-3xl space-y-6 py-8"
      controls={Words}
    />
  );
}
