import { readingSegments } from '../../../shared/bionic';
import { BoldSegments } from '../../components/bold-segments';
import { Button } from '../../components/button';
import { Notice } from '../../components/notice';
import { useSaveSettings } from '../../lib/save-settings';
import { useSettings } from '../../lib/settings';

const PREVIEW = 'Your dashboard greets you, with tips chosen for you.';

/**
 * Said when it happens (docs/product.md#onboarding): choosing ADHD starts the dashboard's headings and tips in
 * bionic reading until the person picks a reading mode (decision 028). One tap turns it off.
 */
export function BionicNote() {
  const settings = useSettings();
  const save = useSaveSettings();
  if (!settings.data) return null;
  if (settings.data.readingModeChosen) {
    // Shown only after "Turn it off" in this visit; a choice made earlier needs no note.
    if (!save.isSuccess) return null;
    return (
      <Notice tone="success">
        Bionic reading is off. You can choose a reading style at any time in Settings, under Accessibility.
      </Notice>
    );
  }
  return (
    <section
      aria-labelledby="bionic-note-title"
      className="rounded-lg border border-line bg-primary-soft p-4"
    >
      <h2 id="bionic-note-title" className="font-semibold">
        Bionic reading is on for your dashboard
      </h2>
      <p className="mt-2">
        With ADHD chosen, your dashboard&apos;s headings and tips start in bionic reading: the first part of
        each word is bold, to guide your eyes. It looks like this:
      </p>
      <p className="mt-2 rounded-md bg-surface p-3 text-lg">
        <BoldSegments segments={readingSegments(PREVIEW, 'bionic')} text={PREVIEW} />
      </p>
      {save.isError && (
        <div className="mt-3">
          <Notice tone="error">{save.error.message}</Notice>
        </div>
      )}
      <Button
        variant="secondary"
        className="mt-3"
        busy={save.isPending}
        busyLabel="Turning it off..."
        onClick={() => save.mutate({ fontStyle: 'normal' })}
      >
        Turn it off
      </Button>
    </section>
  );
}
