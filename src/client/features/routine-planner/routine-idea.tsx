import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import type { RoutineIdeaAnswer, RoutineIdeaStep } from '../../../shared/routine-planner/builder';
import { routineIdeaRequestSchema } from '../../../shared/routine-planner/builder';
import { Button } from '../../components/button';
import { Field } from '../../components/field';
import { Notice } from '../../components/notice';
import { api, unwrap } from '../../lib/api';

const askIdea = (sentence: string) =>
  unwrap<RoutineIdeaAnswer>(api.ai['routine-steps'].$post({ json: { sentence } }));

const minutesWords = (minutes: number | null) =>
  minutes === null ? '' : ` · ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;

/**
 * "Help me build a routine" (decision 093): a sentence becomes suggested steps through the assistant. They are
 * only shown until the person adds them, after their own steps; nothing they typed is replaced.
 */
export function RoutineIdea({
  onAdd,
  level = 4,
}: {
  onAdd: (idea: { name: string; steps: RoutineIdeaStep[] }) => void;
  /** Its heading's level: one below the editor's place (a routine's card, or the New routine section). */
  level?: 3 | 4;
}) {
  const Heading = level === 3 ? 'h3' : 'h4';
  const [open, setOpen] = useState(false);
  const [sentence, setSentence] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const ask = useMutation({ mutationFn: askIdea });
  const answer = ask.data;

  function suggest() {
    const parsed = routineIdeaRequestSchema.safeParse({ sentence });
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message);
      return;
    }
    setFieldError(undefined);
    ask.mutate(parsed.data.sentence);
  }

  // The button stays in place, open or closed, so the keyboard never loses its place.
  const toggle = (
    <Button
      variant="secondary"
      aria-expanded={open}
      onClick={() => {
        setOpen(!open);
        ask.reset();
      }}
    >
      Help me build a routine
    </Button>
  );
  return (
    <div className="space-y-2">
      {toggle}
      {open && (
        <section
          aria-label="Help me build a routine"
          className="space-y-3 rounded-lg border border-line bg-app p-3"
        >
          <Field
            label="What is the routine for?"
            hint="For example: get ready for work by 8:30. Suggested steps go after the ones you have."
            value={sentence}
            error={fieldError}
            maxLength={300}
            autoComplete="off"
            onChange={(e) => setSentence(e.target.value)}
            onKeyDown={(e) => {
              // Enter asks for steps here; it must not save the routine around this field.
              if (e.key !== 'Enter') return;
              e.preventDefault();
              suggest();
            }}
          />
          <div className="flex flex-wrap gap-2">
            <Button busy={ask.isPending} busyLabel="Suggesting..." onClick={suggest}>
              Suggest steps
            </Button>
          </div>
          {ask.error && <Notice tone="error">Steps could not be suggested. {ask.error.message}</Notice>}
          {answer && answer.outcome !== 'ok' && <Notice tone="error">{answer.message}</Notice>}
          {answer && answer.outcome === 'ok' && (
            <div>
              <Heading className="font-semibold">Suggested steps</Heading>
              <ol className="mt-1 list-decimal space-y-1 pl-6">
                {answer.steps.map((step, i) => (
                  <li key={i}>
                    {step.title}
                    <span className="text-muted">{minutesWords(step.minutes)}</span>
                  </li>
                ))}
              </ol>
              <div className="mt-2 flex flex-wrap gap-2">
                <Button
                  variant="secondary"
                  onClick={() => {
                    onAdd({ name: answer.name, steps: answer.steps });
                    ask.reset();
                    setOpen(false);
                  }}
                >
                  Add these steps
                </Button>
              </div>
            </div>
          )}
        </section>
      )}
    </div>
  );
}
