import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { undoOffer } from '../lib/undo';
import { UndoNotice } from './undo-notice';

/** A list of two tasks whose Delete offers Undo, as the list screens' removeItem does. */
function List() {
  const [items, setItems] = useState(['Buy milk', 'Call Sam']);
  return (
    <>
      <label>
        New task <input />
      </label>
      <h2 id="list-heading">Your tasks</h2>
      <UndoNotice returnFocus={() => document.getElementById('list-heading')} />
      <ul>
        {items.map((item) => (
          <li key={item}>
            {item}
            <button
              onClick={() => {
                setItems((now) => now.filter((i) => i !== item));
                undoOffer.offer({
                  message: `Deleted "${item}".`,
                  restore: () => setItems((now) => [item, ...now]),
                });
              }}
            >
              Delete {item}
            </button>
          </li>
        ))}
      </ul>
    </>
  );
}

afterEach(() => vi.useRealTimers());

describe('UndoNotice', () => {
  it('takes focus to Undo after a delete, puts the item back on Enter and returns focus to the list', async () => {
    render(<List />);
    const user = userEvent.setup();
    screen.getByRole('button', { name: 'Delete Buy milk' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.queryByText('Buy milk')).toBeNull();
    const undo = screen.getByRole('button', { name: 'Undo' });
    expect(undo).toHaveFocus();
    expect(undo).toHaveAccessibleDescription('Deleted "Buy milk".');
    await user.keyboard('{Enter}');
    expect(screen.getByText('Buy milk')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Your tasks' })).toHaveFocus();
  });

  it('stays with no time limit, and Ctrl+Z takes it from anywhere but a text field', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    render(<List />);
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
    await user.click(screen.getByRole('button', { name: 'Delete Call Sam' }));
    act(() => vi.advanceTimersByTime(60 * 60_000));
    expect(screen.getByRole('button', { name: 'Undo' })).toBeInTheDocument();
    // In the task box, Ctrl+Z is the box's own.
    await user.click(screen.getByRole('textbox', { name: 'New task' }));
    await user.keyboard('{Control>}z{/Control}');
    expect(screen.queryByText('Call Sam')).toBeNull();
    screen.getByRole('button', { name: 'Delete Buy milk' }).focus();
    // A second delete takes the place of the first offer.
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Undo' })).toHaveAccessibleDescription('Deleted "Buy milk".');
    await user.keyboard('{Control>}z{/Control}');
    expect(screen.getByText('Buy milk')).toBeInTheDocument();
    expect(screen.queryByText('Call Sam')).toBeNull();
  });

  it('is dismissed with Dismiss, and withdrawn when the screen goes', async () => {
    const { unmount } = render(<List />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Delete Buy milk' }));
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Your tasks' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Delete Call Sam' }));
    unmount();
    expect(undoOffer.get()).toBeNull();
  });
});
