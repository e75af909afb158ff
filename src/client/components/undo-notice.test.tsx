import { QueryClient, QueryClientProvider, useMutation } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { runMutation } from '../lib/run-mutation';
import { undoOffer } from '../lib/undo';
import { UndoNotice } from './undo-notice';

/** What the server was asked, in order. */
let sent: string[] = [];

/**
 * A list of two tasks whose Delete offers Undo and sends the delete, as the list screens' removeItem does; Tick
 * sends a change of its own.
 */
function List() {
  const [items, setItems] = useState(['Buy milk', 'Call Sam']);
  const send = useMutation({ mutationFn: async (what: string) => void sent.push(what) });
  return (
    <>
      <label>
        New task <input />
      </label>
      <button onClick={() => runMutation(send, 'tick Call Sam')}>Tick Call Sam</button>
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
                runMutation(send, `delete ${item}`);
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

/** The list on a screen of the app with its own query client, as each page load has. */
function renderList(client = new QueryClient()) {
  return render(
    <QueryClientProvider client={client}>
      <List />
    </QueryClientProvider>,
  );
}

afterEach(() => {
  vi.useRealTimers();
  undoOffer.clear();
  sent = [];
  window.history.replaceState(null, '', '/');
});

describe('UndoNotice', () => {
  it('takes focus to Undo after a delete, puts the item back on Enter and returns focus to the list', async () => {
    renderList();
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
    renderList();
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

  it('is dismissed with Dismiss', async () => {
    renderList();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Delete Buy milk' }));
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Your tasks' })).toHaveFocus();
  });

  it("stays while the delete is sent, and ends at the person's next change on the screen", async () => {
    renderList();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Delete Buy milk' }));
    await vi.waitFor(() => expect(sent).toEqual(['delete Buy milk']));
    expect(screen.getByRole('button', { name: 'Undo' })).toHaveAccessibleDescription('Deleted "Buy milk".');
    // Ticking another task is the next action: Undo would no longer undo the last thing done.
    await user.click(screen.getByRole('button', { name: 'Tick Call Sam' }));
    await vi.waitFor(() => expect(sent).toEqual(['delete Buy milk', 'tick Call Sam']));
    expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull();
    await user.keyboard('{Control>}z{/Control}');
    expect(screen.queryByText('Buy milk')).toBeNull();
  });

  it('is kept when the screen is left, shown again on coming back, and only on its own screen', async () => {
    window.history.replaceState(null, '', '/tools/todo');
    const first = renderList();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Delete Buy milk' }));
    first.unmount();
    // Another screen with a list of its own shows nothing of it, and its Ctrl+Z does nothing.
    window.history.replaceState(null, '', '/tools/habits');
    const other = renderList();
    expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull();
    await user.keyboard('{Control>}z{/Control}');
    expect(undoOffer.get()?.message).toBe('Deleted "Buy milk".');
    other.unmount();
    // Back on the first screen, the notice is there again, without taking the focus from where it is.
    window.history.replaceState(null, '', '/tools/todo');
    renderList();
    const undo = screen.getByRole('button', { name: 'Undo' });
    expect(undo).toHaveAccessibleDescription('Deleted "Buy milk".');
    expect(undo).not.toHaveFocus();
    await user.click(undo);
    expect(screen.getByText('Buy milk')).toBeInTheDocument();
  });
});
