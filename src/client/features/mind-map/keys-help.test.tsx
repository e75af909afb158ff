import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { KEYS_HELP_ID } from './topic-actions';
import { KeysHelp } from './keys-help';
import type { KeyPress } from './map-keys';
import { actionFor, SCREEN_KEYS, TOPIC_KEYS } from './map-keys';

/*
 * Every key press a person could make, put to the map's key handlers: each one a handler takes must be in the
 * keys help, beside what it does. The names here are written out by hand, as a person reads the help.
 */
const NAMED = [
  'ArrowUp',
  'ArrowDown',
  'ArrowLeft',
  'ArrowRight',
  'Home',
  'End',
  'PageUp',
  'PageDown',
  'Insert',
  'Delete',
  'Backspace',
  'Enter',
  'Tab',
  'Escape',
  ' ',
  ...Array.from({ length: 12 }, (_, i) => `F${i + 1}`),
];
const LETTERS = [...'abcdefghijklmnopqrstuvwxyz0123456789'];
const KEYS = [...NAMED, ...LETTERS, ...LETTERS.map((letter) => letter.toUpperCase())];

function* presses(): Generator<KeyPress> {
  for (const key of KEYS) {
    for (const shiftKey of [false, true]) {
      for (const [ctrlKey, metaKey] of [
        [false, false],
        [true, false],
        [false, true],
      ] as const) {
        for (const altKey of [false, true]) yield { key, shiftKey, ctrlKey, metaKey, altKey };
      }
    }
  }
}

/** The name the help gives a press, as a reader looks for it. */
function helpName(press: KeyPress): string {
  const arrow = press.key.startsWith('Arrow');
  if (arrow) return press.shiftKey ? 'Shift + arrow keys' : 'Arrow keys';
  const key =
    { PageUp: 'Page Up', PageDown: 'Page Down' }[press.key] ??
    (press.key.length === 1 ? press.key.toUpperCase() : press.key);
  const ctrl = press.ctrlKey || press.metaKey;
  // Shift is named only where it changes what the key does.
  return `${ctrl ? 'Ctrl+' : ''}${ctrl && press.shiftKey && key === 'Z' ? 'Shift+' : ''}${key}`;
}

function helpRows() {
  render(<KeysHelp />);
  return within(screen.getByRole('group'))
    .getAllByRole('term')
    .map((term) => ({
      names: term.textContent!.split(/, | or /),
      label: term.nextElementSibling!.textContent,
    }));
}

describe('the mind map keys help', () => {
  it('lists every key the handlers take, with what it does', () => {
    const rows = helpRows();
    let taken = 0;
    for (const press of presses()) {
      const action = actionFor(TOPIC_KEYS, press) ?? actionFor(Object.values(SCREEN_KEYS), press);
      if (!action) continue;
      taken += 1;
      const name = helpName(press);
      // Tab is named twice: it enters the map, and on a topic it adds a subtopic.
      const said = rows.filter((row) => row.names.includes(name)).map((row) => row.label);
      expect(said, `${name} in the help`).toContain(action.label);
    }
    expect(taken).toBeGreaterThan(30);
  });

  it('names Home, End and Backspace, which the topics answer', () => {
    const rows = helpRows();
    expect(rows).toContainEqual({ names: ['Home'], label: 'Go to the central topic' });
    expect(rows).toContainEqual({ names: ['End'], label: 'Go to the last topic in outline order' });
    expect(rows).toContainEqual({
      names: ['Delete', 'Backspace'],
      label: 'Delete the topic and its subtopics',
    });
  });

  it('takes no key with Alt, and no topic key with Ctrl, which belong to the browser and the screen', () => {
    for (const press of presses()) {
      if (press.altKey)
        expect(actionFor(TOPIC_KEYS, press) ?? actionFor(Object.values(SCREEN_KEYS), press)).toBe(undefined);
      if (press.ctrlKey || press.metaKey) expect(actionFor(TOPIC_KEYS, press)).toBe(undefined);
    }
  });

  it('tells a screen reader the keys that change the map and how to leave it', () => {
    render(<KeysHelp />);
    expect(document.getElementById(KEYS_HELP_ID)).toHaveTextContent(
      'Arrow keys move between topics. Insert or Tab adds a subtopic. Enter adds a sibling. F2 renames. ' +
        'S suggests subtopics. Delete or Backspace removes. Escape or Shift+Tab leaves the map.',
    );
  });
});
