import { KEYS_HELP_ID } from './topic-actions';

const keys: [string, string][] = [
  ['Tab', 'Enter the map (Shift+Tab leaves it)'],
  ['Arrow keys', 'Move to the nearest topic in that direction'],
  ['Page Up / Page Down', 'Previous or next topic in outline order'],
  ['Insert or Tab', 'Add a subtopic'],
  ['Enter', 'Add a sibling topic'],
  ['F2 or double-click', 'Rename the topic'],
  ['S', 'Suggest three subtopics'],
  ['Delete', 'Delete the topic and its subtopics'],
  ['Shift + arrow keys', 'Move the topic'],
  ['Ctrl+Z / Ctrl+Y', 'Undo / Redo'],
  ['Escape', 'Back to the toolbar'],
];

/** The keys of the map, in a short sentence for screen readers and a full list for everyone. */
export function KeysHelp() {
  return (
    <>
      <p id={KEYS_HELP_ID} className="sr-only">
        Arrow keys move between topics. Insert or Tab adds a subtopic, Enter a sibling, F2 renames, S suggests
        subtopics, Delete removes. Escape or Shift+Tab leaves the map.
      </p>
      <details className="mt-3 rounded-xl border border-line bg-surface px-4 py-2">
        <summary className="flex min-h-11 cursor-pointer items-center font-medium">
          Keyboard shortcuts
        </summary>
        <dl className="grid gap-x-6 gap-y-1 pb-2 @xl:grid-cols-[max-content_minmax(0,1fr)]">
          {keys.map(([key, action]) => (
            <div key={key} className="contents">
              <dt className="font-medium">{key}</dt>
              <dd className="mb-2 text-muted @xl:mb-0">{action}</dd>
            </div>
          ))}
        </dl>
      </details>
    </>
  );
}
