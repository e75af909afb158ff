import type { FlatNode } from '../../../shared/mind-map/map';
import type { Direction } from './navigation';
import { nextInDirection } from './navigation';

/**
 * The mind map's keys, each declared once with what it does: the key handlers, the toolbar's Undo and Redo and
 * the keys help (keys-help.tsx) are all built from these tables, so none of them can name a key the others do
 * not know.
 */

/** A key, with Shift held (true), not held (false) or either (left out). Ctrl stands for ⌘ on a Mac too. */
export interface Chord {
  key: string;
  shift?: boolean;
  ctrl?: boolean;
}

/** The parts of a key press the tables read: a DOM or a React keyboard event. */
export interface KeyPress {
  key: string;
  shiftKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
}

export interface MapAction<Context> {
  name: string;
  chords: readonly Chord[];
  /** What it does, as the keys help says it. */
  label: string;
  /** Said in the short sentence a topic's screen reader hears, after the keys: "adds a subtopic". */
  spoken?: string;
  /** Another way to do it, named in the keys help beside the keys. */
  pointer?: string;
  perform(context: Context, press: KeyPress): void;
}

export function matches(chord: Chord, press: KeyPress): boolean {
  if (press.altKey || (press.ctrlKey || press.metaKey) !== (chord.ctrl ?? false)) return false;
  if (chord.shift !== undefined && press.shiftKey !== chord.shift) return false;
  return press.key.toLowerCase() === chord.key.toLowerCase();
}

/** The action a key press runs, if any. */
export function actionFor<Context>(
  table: readonly MapAction<Context>[],
  press: KeyPress,
): MapAction<Context> | undefined {
  return table.find((action) => action.chords.some((chord) => matches(chord, press)));
}

const ARROW_NAMES: Record<string, Direction> = {
  ArrowUp: 'up',
  ArrowDown: 'down',
  ArrowLeft: 'left',
  ArrowRight: 'right',
};
const arrows = (shift: boolean): Chord[] => Object.keys(ARROW_NAMES).map((key) => ({ key, shift }));

const KEY_NAMES: Record<string, string> = { PageUp: 'Page Up', PageDown: 'Page Down' };

/** One chord as a person reads it: "Ctrl+Shift+Z", "Page Up", "S". */
export function chordText(chord: Chord): string {
  const name = KEY_NAMES[chord.key] ?? (chord.key.length === 1 ? chord.key.toUpperCase() : chord.key);
  return `${chord.ctrl ? 'Ctrl+' : ''}${chord.shift ? 'Shift+' : ''}${name}`;
}

/** An action's keys as the help shows them: "Insert or Tab", "Shift + arrow keys". */
export function keysText(action: Pick<MapAction<unknown>, 'chords'>): string {
  const allArrows = Object.keys(ARROW_NAMES).every((key) => action.chords.some((chord) => chord.key === key));
  if (allArrows && action.chords.length === 4) {
    return action.chords[0]!.shift ? 'Shift + arrow keys' : 'Arrow keys';
  }
  const names = action.chords.map(chordText);
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} or ${names.at(-1)}` : (names[0] ?? '');
}

/** The keys in the form of `aria-keyshortcuts`: "Control+Shift+Z". */
export function ariaKeys(action: Pick<MapAction<unknown>, 'chords'>): string {
  return action.chords
    .map((chord) =>
      [
        chord.ctrl && 'Control',
        chord.shift && 'Shift',
        chord.key.length === 1 ? chord.key.toUpperCase() : chord.key,
      ]
        .filter(Boolean)
        .join('+'),
    )
    .join(' ');
}

/** What a key on a topic can do to the map. */
export interface TopicKeyContext {
  id: string;
  entries: readonly FlatNode[];
  entry: FlatNode;
  focusTopic(id: string): void;
  requestChild(parentId: string): void;
  requestRename(id: string): void;
  remove(id: string): void;
  suggest(id: string): void;
  nudge(id: string, direction: Direction): void;
  leaveMap(): void;
}

const at = (context: TopicKeyContext, index: number) =>
  context.focusTopic(context.entries[Math.min(Math.max(index, 0), context.entries.length - 1)]!.node.id);
const indexOf = (context: TopicKeyContext) => context.entries.indexOf(context.entry);

/** The keys of a topic that holds focus, in the order the keys help lists them. */
export const TOPIC_KEYS: readonly MapAction<TopicKeyContext>[] = [
  {
    name: 'go',
    chords: arrows(false),
    label: 'Move to the nearest topic in that direction',
    spoken: 'move between topics',
    perform(context, press) {
      const next = nextInDirection(context.entries, context.id, ARROW_NAMES[press.key]!);
      if (next) context.focusTopic(next);
    },
  },
  {
    name: 'first',
    chords: [{ key: 'Home' }],
    label: 'Go to the central topic',
    perform: (context) => at(context, 0),
  },
  {
    name: 'last',
    chords: [{ key: 'End' }],
    label: 'Go to the last topic in outline order',
    perform: (context) => at(context, context.entries.length - 1),
  },
  {
    name: 'previous',
    chords: [{ key: 'PageUp' }],
    label: 'Previous topic in outline order',
    perform: (context) => at(context, indexOf(context) - 1),
  },
  {
    name: 'next',
    chords: [{ key: 'PageDown' }],
    label: 'Next topic in outline order',
    perform: (context) => at(context, indexOf(context) + 1),
  },
  {
    name: 'add-subtopic',
    chords: [{ key: 'Insert' }, { key: 'Tab', shift: false }],
    label: 'Add a subtopic',
    spoken: 'adds a subtopic',
    perform: (context) => context.requestChild(context.id),
  },
  {
    name: 'add-sibling',
    chords: [{ key: 'Enter' }],
    label: 'Add a sibling topic',
    spoken: 'adds a sibling',
    perform: (context) => context.requestChild(context.entry.parentId ?? context.id),
  },
  {
    name: 'rename',
    chords: [{ key: 'F2' }],
    pointer: 'double-click',
    label: 'Rename the topic',
    spoken: 'renames',
    perform: (context) => context.requestRename(context.id),
  },
  {
    name: 'suggest',
    chords: [{ key: 's' }],
    label: 'Suggest three subtopics',
    spoken: 'suggests subtopics',
    perform: (context) => context.suggest(context.id),
  },
  {
    name: 'delete',
    chords: [{ key: 'Delete' }, { key: 'Backspace' }],
    label: 'Delete the topic and its subtopics',
    spoken: 'removes',
    perform: (context) => context.remove(context.id),
  },
  {
    name: 'move',
    chords: arrows(true),
    label: 'Move the topic',
    perform: (context, press) => context.nudge(context.id, ARROW_NAMES[press.key]!),
  },
  {
    name: 'leave',
    chords: [{ key: 'Escape' }],
    label: 'Back to the toolbar',
    perform: (context) => context.leaveMap(),
  },
];

/** A topic's action by name, for the buttons that do the same (their tooltips name its keys). */
export function topicAction(name: string): MapAction<TopicKeyContext> {
  const action = TOPIC_KEYS.find((candidate) => candidate.name === name);
  if (!action) throw new Error(`The mind map has no key for ${name}.`);
  return action;
}

/** What the screen's own keys act on. */
export interface ScreenKeyContext {
  undo(): void;
  redo(): void;
}

/** Keys anywhere on the screen, except while typing or in a dialog: the same actions as the toolbar's buttons. */
export const SCREEN_KEYS = {
  undo: {
    name: 'undo',
    chords: [{ key: 'z', ctrl: true, shift: false }],
    label: 'Undo',
    perform: (context) => context.undo(),
  },
  redo: {
    name: 'redo',
    chords: [
      { key: 'y', ctrl: true },
      { key: 'z', ctrl: true, shift: true },
    ],
    label: 'Redo',
    perform: (context) => context.redo(),
  },
} satisfies Record<string, MapAction<ScreenKeyContext>>;

/** The keys the browser itself answers on the map, which the help names too. */
export const BROWSER_KEYS = [{ keys: 'Tab', label: 'Enter the map (Shift+Tab leaves it)' }] as const;
