import type { MapAction } from './map-keys';
import { BROWSER_KEYS, keysText, SCREEN_KEYS, TOPIC_KEYS } from './map-keys';
import { KEYS_HELP_ID } from './topic-actions';

const shown = (action: MapAction<never>) =>
  action.pointer ? `${keysText(action)} or ${action.pointer}` : keysText(action);

/** Every key of the map, from its key tables: what the help lists is what the keys do. */
export const HELP_ROWS: readonly { keys: string; label: string }[] = [
  ...BROWSER_KEYS,
  ...TOPIC_KEYS.map((action) => ({ keys: shown(action), label: action.label })),
  ...Object.values(SCREEN_KEYS).map((action) => ({ keys: shown(action), label: action.label })),
];

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The short sentence a topic's screen reader hears: the keys that change the map, then how to leave it. */
export const SPOKEN_HELP = `${TOPIC_KEYS.filter((action) => action.spoken)
  .map((action) => `${capital(keysText(action))} ${action.spoken}.`)
  .join(' ')} Escape or Shift+Tab leaves the map.`;

/** The keys of the map, in a short sentence for screen readers and a full list for everyone. */
export function KeysHelp() {
  return (
    <>
      <p id={KEYS_HELP_ID} className="sr-only">
        {SPOKEN_HELP}
      </p>
      <details className="mt-3 rounded-xl border border-line bg-surface px-4 py-2">
        <summary className="flex min-h-11 cursor-pointer items-center font-medium">
          Keyboard shortcuts
        </summary>
        <dl className="grid gap-x-6 gap-y-1 pb-2 @xl:grid-cols-[max-content_minmax(0,1fr)]">
          {HELP_ROWS.map(({ keys, label }) => (
            <div key={keys} className="contents">
              <dt className="font-medium">{keys}</dt>
              <dd className="mb-2 text-muted @xl:mb-0">{label}</dd>
            </div>
          ))}
        </dl>
      </details>
    </>
  );
}
