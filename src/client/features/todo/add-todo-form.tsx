import type { FormEvent, RefObject } from 'react';
import { useId, useState } from 'react';
import { todoCreateSchema } from '../../../shared/todo/todos';
import { Button } from '../../components/button';
import { inputClass } from '../../components/field';

/** 'Add a new task...' and 'Add Task' (Enter adds too). Titles are trimmed; an empty one adds nothing. */
export function AddTodoForm({
  onAdd,
  inputRef,
}: {
  /** `giveBack` puts the text back in the box when the server refuses it: nothing typed is lost. */
  onAdd: (title: string, giveBack: () => void) => void;
  inputRef: RefObject<HTMLInputElement | null>;
}) {
  const id = useId();
  const [title, setTitle] = useState('');
  const [error, setError] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (title.trim() === '') {
      setTitle('');
      setError(null);
      return;
    }
    const parsed = todoCreateSchema.safeParse({ title });
    if (!parsed.success) {
      // The text stays in the box, so nothing typed is lost while it is shortened.
      setError(parsed.error.issues[0]?.message ?? 'Please check the task.');
      inputRef.current?.focus();
      return;
    }
    setError(null);
    const added = parsed.data.title;
    onAdd(added, () => setTitle((current) => (current === '' ? added : current)));
    setTitle('');
  }

  return (
    <form noValidate onSubmit={submit} className="mt-6">
      <label htmlFor={`${id}-title`} className="block font-medium">
        New task
      </label>
      <div className="mt-1 flex flex-wrap gap-2">
        <input
          ref={inputRef}
          id={`${id}-title`}
          value={title}
          onChange={(event) => {
            setTitle(event.target.value);
            if (error) setError(null);
          }}
          placeholder="Add a new task..."
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className={`${inputClass} min-w-0 flex-1 basis-56`}
        />
        <Button type="submit">Add Task</Button>
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="mt-1 text-sm font-medium text-danger">
          {error}
        </p>
      )}
    </form>
  );
}
