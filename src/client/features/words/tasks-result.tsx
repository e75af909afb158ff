import { useState } from 'react';
import type { TasksAnswer } from '../../../shared/words/words';
import { Notice } from '../../components/notice';
import { ReadingText } from '../../components/reading-text';
import { AddButtons } from './add-buttons';
import { AnswerFrame } from './answer-frame';

/** Brain dump to tasks: every task ticked to start with; the ticked ones go to the todo list, the board or My Day. */
export function TasksResult({ answer }: { answer: TasksAnswer }) {
  const [left, setLeft] = useState<ReadonlySet<number>>(new Set());
  if (answer.outcome !== 'ok') return <Notice tone="error">{answer.message}</Notice>;
  const chosen = answer.tasks.filter((_, index) => !left.has(index));
  const toggle = (index: number) =>
    setLeft((was) => {
      const next = new Set(was);
      if (!next.delete(index)) next.add(index);
      return next;
    });
  return (
    <AnswerFrame
      title="Your tasks"
      source={answer.source}
      sentTo={answer.sentTo}
      note={answer.message}
      spoken={answer.tasks.map((task) => task.title).join('\n')}
    >
      {answer.tasks.length > 0 && (
        <>
          <fieldset>
            <legend className="font-medium">Untick any you do not want to add.</legend>
            <ul className="mt-2 space-y-1">
              {answer.tasks.map((task, index) => (
                <li key={index}>
                  <label className="flex min-h-11 items-center gap-3">
                    <input
                      type="checkbox"
                      className="size-5 shrink-0"
                      checked={!left.has(index)}
                      onChange={() => toggle(index)}
                    />
                    <ReadingText text={task.title} />
                  </label>
                </li>
              ))}
            </ul>
          </fieldset>
          <AddButtons
            tasks={chosen}
            label="Add the ticked tasks"
            what={chosen.length === 1 ? '1 task' : `${chosen.length} tasks`}
          />
        </>
      )}
    </AnswerFrame>
  );
}
