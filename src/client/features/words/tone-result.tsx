import type { Tone, ToneAnswer } from '../../../shared/words/words';
import { Notice } from '../../components/notice';
import { ReadingText } from '../../components/reading-text';
import { AnswerFrame } from './answer-frame';

const TONE_WORDS: Record<Tone, string> = {
  friendly: 'friendly',
  neutral: 'neutral, matter-of-fact',
  brief: 'brief',
  worried: 'worried',
  upset: 'upset or frustrated',
  urgent: 'urgent',
  unclear: 'unclear',
};

const listed = (words: string[]) =>
  words.length <= 1 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;

/** "How might this sound?": the tones in plain words, and each phrase that carries one with what it may mean. */
export function ToneResult({ answer }: { answer: ToneAnswer }) {
  if (answer.outcome !== 'ok') return <Notice tone="error">{answer.message}</Notice>;
  const summary =
    answer.tones.length > 0
      ? `It may come across as ${listed(answer.tones.map((tone) => TONE_WORDS[tone]))}. This is about the words, not the person who wrote them.`
      : '';
  const signals = answer.signals.map((signal) => `“${signal.phrase}”: ${signal.means}`);
  return (
    <AnswerFrame
      title="How it might sound"
      source={answer.source}
      sentTo={answer.sentTo}
      note={answer.message}
      spoken={[summary, ...signals].join('\n')}
    >
      {summary && (
        <p>
          <ReadingText text={summary} />
        </p>
      )}
      {signals.length > 0 && (
        <>
          <h3 className="font-semibold">What gives that impression</h3>
          <ul className="list-disc space-y-1 pl-6">
            {signals.map((line, index) => (
              <li key={index}>
                <ReadingText text={line} />
              </li>
            ))}
          </ul>
        </>
      )}
    </AnswerFrame>
  );
}
