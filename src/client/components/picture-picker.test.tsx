import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PictureRef } from '../../shared/pictures';
import { PICTURE_MESSAGES } from '../../shared/pictures';
import { jsonResponse } from '../testing/factories';
import { PicturePicker } from './picture-picker';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const PICTURE_ID = '5a0c7a52-5a0e-4c43-9d6c-2f8e0d3c1a99';

interface Sent {
  method: string;
  path: string;
  search: string;
  type: string | null;
  body: unknown;
}

/** The server at the network edge: keeps any upload (or refuses it, as it does a file that is not a picture). */
function stubServer({
  refuse = false,
  pictures = [] as string[],
  uses = { routines: 0, steps: 0, cards: 0 },
} = {}) {
  const sent: Sent[] = [];
  let kept = [...pictures];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
      const method = init?.method ?? (input instanceof Request ? input.method : 'GET');
      const type = new Headers(init?.headers).get('content-type');
      sent.push({ method, path: url.pathname, search: url.search, type, body: init?.body });
      if (url.pathname === '/api/pictures' && method === 'POST') {
        if (refuse)
          return jsonResponse(
            { error: { code: 'not_a_picture', message: PICTURE_MESSAGES.notAPicture } },
            415,
          );
        return jsonResponse(
          {
            id: PICTURE_ID,
            type: 'image/jpeg',
            width: 48,
            height: 64,
            bytes: 900,
            createdAt: '2026-12-03T01:00:00Z',
          },
          201,
        );
      }
      if (url.pathname === '/api/pictures' && method === 'GET') {
        return jsonResponse(
          kept.map((id) => ({
            id,
            type: 'image/jpeg',
            width: 48,
            height: 64,
            bytes: 900,
            createdAt: '2026-12-03T01:00:00Z',
            uses,
          })),
        );
      }
      if (url.pathname.startsWith('/api/pictures/') && method === 'DELETE') {
        kept = kept.filter((id) => !url.pathname.endsWith(id));
        return jsonResponse({ deleted: true });
      }
      if (url.pathname === '/api/symbols') {
        return jsonResponse(
          url.searchParams.get('q') === 'toothbrush' ? [{ name: 'toothbrush', label: 'toothbrush' }] : [],
        );
      }
      return jsonResponse(
        { error: { code: 'not_found', message: 'There is nothing at this address.' } },
        404,
      );
    }),
  );
  return sent;
}

/** The picker as a step's editor holds it: the chosen picture kept by the parent, as the form does. */
function Step({ start = null }: { start?: PictureRef | null }) {
  const [picture, setPicture] = useState<PictureRef | null>(start);
  return (
    <>
      <PicturePicker value={picture} onChange={setPicture} defaultAlt="Brush teeth" what="Brush teeth" />
      <output data-testid="kept">{JSON.stringify(picture)}</output>
    </>
  );
}

const kept = () => JSON.parse(screen.getByTestId('kept').textContent ?? 'null') as PictureRef | null;

describe('PicturePicker', () => {
  it('sends a chosen photo as its own bytes, shows it with the step’s name, and moves focus to its words', async () => {
    const sent = stubServer();
    const user = userEvent.setup();
    const { container } = render(<Step />);
    const photo = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'teeth.jpg', { type: 'image/jpeg' });
    const input = container.querySelector<HTMLInputElement>('input[type=file]:not([capture])')!;
    expect(input.accept).toBe('image/jpeg,image/png,image/webp');
    await user.upload(input, photo);

    await waitFor(() => expect(kept()).toEqual({ kind: 'upload', ref: PICTURE_ID, alt: '' }));
    const upload = sent.find((call) => call.method === 'POST')!;
    expect(upload).toMatchObject({ path: '/api/pictures', type: 'image/jpeg', body: photo });
    expect(screen.getByRole('img', { name: 'Brush teeth' })).toHaveAttribute(
      'src',
      `/api/pictures/${PICTURE_ID}`,
    );
    const words = screen.getByLabelText('Words for the picture');
    await waitFor(() => expect(words).toHaveFocus());

    await user.type(words, 'My blue toothbrush');
    expect(kept()).toEqual({ kind: 'upload', ref: PICTURE_ID, alt: 'My blue toothbrush' });
    expect(screen.getByRole('img', { name: 'My blue toothbrush' })).toBeInTheDocument();
  });

  it('offers the camera on a phone', () => {
    stubServer();
    const { container } = render(<Step />);
    const camera = container.querySelector<HTMLInputElement>('input[capture]')!;
    expect(camera.getAttribute('capture')).toBe('environment');
    expect(screen.getByRole('button', { name: 'Take a photo: Brush teeth' })).toBeInTheDocument();
  });

  it('takes a picture pasted while one of its buttons has focus', async () => {
    const sent = stubServer();
    const user = userEvent.setup();
    render(<Step />);
    await user.click(screen.getByRole('button', { name: 'Choose a photo: Brush teeth' }));
    const pasted = new File([new Uint8Array([137, 80, 78, 71])], 'image.png', { type: 'image/png' });
    await user.paste({
      getData: () => '',
      items: [{ kind: 'file', type: 'image/png', getAsFile: () => pasted }],
      files: [pasted],
      types: ['Files'],
    } as unknown as DataTransfer);
    await waitFor(() => expect(kept()).toMatchObject({ kind: 'upload', ref: PICTURE_ID }));
    expect(sent.find((call) => call.method === 'POST')).toMatchObject({ type: 'image/png', body: pasted });
  });

  it('says the server’s words when a file is not a picture, and keeps nothing', async () => {
    stubServer({ refuse: true });
    const user = userEvent.setup({ applyAccept: false });
    const { container } = render(<Step />);
    const text = new File(['a shopping list'], 'list.png', { type: 'image/png' });
    await user.upload(container.querySelector<HTMLInputElement>('input[type=file]:not([capture])')!, text);
    expect(await screen.findByRole('alert')).toHaveTextContent(PICTURE_MESSAGES.notAPicture);
    expect(kept()).toBeNull();
  });

  it('finds a symbol by keyboard: Enter in the search, a symbol chosen, words focused, nothing submitted', async () => {
    const sent = stubServer();
    const submit = vi.fn((event: Event) => event.preventDefault());
    const user = userEvent.setup();
    render(
      <form onSubmit={(event) => submit(event.nativeEvent)}>
        <Step />
      </form>,
    );
    await user.type(screen.getByLabelText('Or find a symbol'), 'toothbrush{Enter}');
    expect(submit).not.toHaveBeenCalled();
    const symbol = await screen.findByRole('button', { name: 'Use the symbol toothbrush' });
    expect(sent.some((call) => call.path === '/api/symbols' && call.search === '?q=toothbrush')).toBe(true);
    symbol.focus();
    await user.keyboard('{Enter}');
    expect(kept()).toEqual({ kind: 'symbol', ref: 'toothbrush', alt: '' });
    await waitFor(() => expect(screen.getByLabelText('Words for the picture')).toHaveFocus());
    expect(screen.getByRole('img', { name: 'Brush teeth' })).toHaveAttribute(
      'src',
      '/api/symbols/toothbrush',
    );
    expect(screen.getByRole('link', { name: 'OpenMoji' })).toHaveAttribute('href', 'https://openmoji.org');
    expect(screen.getByRole('link', { name: 'CC BY-SA 4.0' })).toBeInTheDocument();
  });

  it('says when no symbol has that word', async () => {
    stubServer();
    const user = userEvent.setup();
    render(<Step />);
    await user.type(screen.getByLabelText('Or find a symbol'), 'zzz');
    await user.click(screen.getByRole('button', { name: 'Find symbols' }));
    expect(await screen.findByText('No symbols for “zzz”. Try another word.')).toBeInTheDocument();
  });

  it('removes the picture and puts focus on choosing another', async () => {
    stubServer();
    const user = userEvent.setup();
    render(<Step start={{ kind: 'symbol', ref: 'toothbrush', alt: '' }} />);
    await user.click(screen.getByRole('button', { name: 'Remove picture: Brush teeth' }));
    expect(kept()).toBeNull();
    expect(screen.getByRole('button', { name: 'Choose a photo: Brush teeth' })).toHaveFocus();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('lists the person’s pictures to use again or delete, and keeps the keyboard in the list', async () => {
    const sent = stubServer({ pictures: [PICTURE_ID] });
    const user = userEvent.setup();
    render(<Step />);
    await user.click(screen.getByText('Your pictures', { selector: 'summary' }));
    const use = await screen.findByRole('button', { name: 'Use picture 1, added 3 December 2026' });
    await user.click(use);
    expect(kept()).toEqual({ kind: 'upload', ref: PICTURE_ID, alt: '' });

    await user.click(screen.getByRole('button', { name: 'Delete picture 1, added 3 December 2026' }));
    await waitFor(() => expect(screen.getByText('Your pictures', { selector: 'summary' })).toHaveFocus());
    expect(sent.some((call) => call.method === 'DELETE' && call.path === `/api/pictures/${PICTURE_ID}`)).toBe(
      true,
    );
    expect(screen.getByText('No pictures added yet.')).toBeInTheDocument();
  });

  it('says what a picture in use will take with it, and deletes it only on a second press', async () => {
    const sent = stubServer({ pictures: [PICTURE_ID], uses: { routines: 0, steps: 2, cards: 5 } });
    const user = userEvent.setup();
    render(<Step />);
    await user.click(screen.getByText('Your pictures', { selector: 'summary' }));
    const remove = await screen.findByRole('button', { name: 'Delete picture 1, added 3 December 2026' });
    await user.click(remove);
    const warning =
      'It shows on 2 steps, which will keep their words. 5 picture cards are made from it and will be deleted with it.';
    expect(screen.getByText(warning, { selector: 'p:not([role=status])' })).toBeInTheDocument();
    expect(sent.some((call) => call.method === 'DELETE')).toBe(false);
    // "Keep it" leaves it, and focus on its Delete button.
    await user.click(screen.getByRole('button', { name: 'Keep it' }));
    expect(screen.getByRole('button', { name: 'Delete picture 1, added 3 December 2026' })).toHaveFocus();
    expect(screen.queryByText(warning, { selector: 'p:not([role=status])' })).not.toBeInTheDocument();

    await user.keyboard('{Enter}');
    const anyway = screen.getByRole('button', { name: 'Delete anyway picture 1, added 3 December 2026' });
    expect(anyway).toHaveAccessibleDescription(warning);
    await user.click(anyway);
    await waitFor(() => expect(screen.getByText('No pictures added yet.')).toBeInTheDocument());
    expect(sent.filter((call) => call.method === 'DELETE')).toHaveLength(1);
  });
});
