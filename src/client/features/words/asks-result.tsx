import type { AsksAnswer } from '../../../shared/words/words';
import { Notice } from '../../components/notice';
import { ReadingText } from '../../components/reading-text';
import { AddButtons } from './add-buttons';
import { AnswerFrame } from './answer-frame';

/** "What do they want from me?": each question and request as a task, one press from the todo list, the board or My Day. */
export function AsksResult({ answer }: { answer: AsksAnswer }) {
  if (answer.outcome !== 'ok') return <Notice tone="error">{answer.message}</Notice>;
  const dates = answer.dates.length > 0 ? `Dates and times mentioned: ${answer.dates.join(', ')}.` : '';
  const spoken = [
    ...answer.asks.map((ask) => `${ask.kind === 'question' ? 'Question' : 'Request'}: ${ask.task}`),
    dates,
  ].join('\n');
  return (
    <AnswerFrame
      title="What they want from you"
      source={answer.source}
      sentTo={answer.sentTo}
      note={answer.message}
      spoken={spoken}
    >
      {answer.asks.length > 0 && (
        <ol className="space-y-3">
          {answer.asks.map((ask, index) => (
            <li key={index} className="space-y-2 rounded-lg bg-app p-3">
              <p className="text-sm text-muted">
                <ReadingText
                  text={`${ask.kind === 'question' ? 'A question' : 'A request'}: “${ask.said}”`}
                />
              </p>
              <p className="font-medium">
                <ReadingText text={ask.task} />
              </p>
              {ask.when && (
                <p className="text-sm">
                  <ReadingText text={`When: ${ask.when}`} />
                </p>
              )}
              <AddButtons
                tasks={[{ title: ask.task, when: ask.when }]}
                label={`Add “${ask.task}”`}
                what="this task"
              />
            </li>
          ))}
        </ol>
      )}
      {dates && (
        <p>
          <ReadingText text={dates} />
        </p>
      )}
    </AnswerFrame>
  );
}
