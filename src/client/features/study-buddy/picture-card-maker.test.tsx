import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PictureInfo } from '../../../shared/pictures';
import type { Deck } from '../../../shared/study-buddy/study';
import { jsonResponse } from '../../testing/factories';
import { PictureCardMaker } from './picture-card-maker';

const deck: Deck = {
  id: '00000000-0000-4000-8000-000000000001',
  name: 'The heart',
  createdAt: '2026-12-03T00:00:00Z',
};
const PICTURE: PictureInfo = {
  id: '5a0c7a52-5a0e-4c43-9d6c-2f8e0d3c1a99',
  type: 'image/png',
  width: 480,
  height: 460,
  bytes: 9000,
  createdAt: '2026-12-03T01:00:00Z',
  uses: { routines: 0, steps: 0, cards: 0 },
};

afterEach(() => vi.unstubAllGlobals());

/** The maker, with the server keeping an upload as PICTURE and saving whatever cards it is sent. */
function renderMaker() {
  const saved: { cards: { back: string; occlusion: { box: unknown; hideAll: boolean } }[] }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = input instanceof Request ? input.url : String(input);
      if (url.endsWith('/api/pictures')) return jsonResponse(PICTURE, 201);
      const text = input instanceof Request ? await input.clone().text() : String(init?.body ?? '');
      const body = JSON.parse(text) as (typeof saved)[number];
      saved.push(body);
      return jsonResponse(
        body.cards.map((card, n) => ({ ...card, id: `card-${n}`, deckId: deck.id })),
        201,
      );
    }),
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <PictureCardMaker deck={deck} onSaid={vi.fn()} />
    </QueryClientProvider>,
  );
  return saved;
}

const said = () => screen.getAllByRole('status').at(-1)?.textContent;

describe('PictureCardMaker', () => {
  it('places, sizes and names boxes by keyboard, each read out, and saves one card a box', async () => {
    const saved = renderMaker();
    const user = userEvent.setup();
    await user.upload(
      document.querySelector<HTMLInputElement>('input[type=file]:not([capture])')!,
      new File(['png'], 'heart.png', { type: 'image/png' }),
    );
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Words for the picture' })).toHaveFocus());
    await user.keyboard('Diagram of the heart');

    await user.click(screen.getByRole('button', { name: 'Add a box' }));
    const box = screen.getByRole('button', { name: 'Box 1, not named yet' });
    await waitFor(() => expect(box).toHaveFocus());
    expect(said()).toBe(
      'Box 1 added: 35% across, 40% down, 25% wide, 15% tall. Arrow keys move it, Shift and arrow keys size it, Enter names it.',
    );
    await user.keyboard('{ArrowLeft}{ArrowLeft}{ArrowUp}');
    expect(said()).toBe('Box 1: 31% across, 38% down, 25% wide, 15% tall.');
    await user.keyboard('{Shift>}{ArrowRight}{ArrowDown}{/Shift}');
    expect(said()).toBe('Box 1: 31% across, 38% down, 27% wide, 17% tall.');
    await user.keyboard('{Enter}');
    expect(screen.getByRole('textbox', { name: 'Name of box 1' })).toHaveFocus();
    await user.keyboard('Aorta');
    expect(screen.getByRole('button', { name: 'Box 1: Aorta' })).toBeInTheDocument();

    // A second box, left unnamed: saving says so and goes to its name.
    await user.click(screen.getByRole('button', { name: 'Add a box' }));
    await user.click(screen.getByRole('button', { name: 'Make 2 picture cards' }));
    expect(screen.getByText('Please name box 2: what is under it?')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Name of box 2' })).toHaveFocus());
    expect(saved).toHaveLength(0);
    // Delete on a box removes it; focus goes to the name of the box left.
    screen.getByRole('button', { name: 'Box 2, not named yet' }).focus();
    await user.keyboard('{Delete}');
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Name of box 1' })).toHaveFocus());

    await user.click(screen.getByRole('radio', { name: 'Hide the other parts too' }));
    await user.click(screen.getByRole('button', { name: 'Make 1 picture card' }));
    // The picture and its boxes are gone: focus is on what was done.
    await waitFor(() =>
      expect(document.activeElement?.textContent).toBe('1 picture card added to The heart.'),
    );
    expect(saved[0]?.cards).toEqual([
      expect.objectContaining({
        kind: 'picture',
        front: 'Diagram of the heart',
        back: 'Aorta',
        occlusion: expect.objectContaining({
          pictureId: PICTURE.id,
          box: { x: 0.31, y: 0.38, w: 0.27, h: 0.17 },
          hideAll: true,
        }) as unknown,
      }),
    ]);
  });
});
