import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, useRef } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { StartPicker } from './read-aloud';
import { ReadAloud } from './read-aloud';

interface FakeUtterance {
  text: string;
  rate: number;
  voice: { voiceURI: string } | null;
  onboundary?: (event: { name: string; charIndex: number; charLength: number }) => void;
  onend?: () => void;
  onerror?: (event: { error: string }) => void;
}

/** The browser's speech engine, driven by hand: the test says when each word is spoken. */
function installSpeech() {
  const spoken: FakeUtterance[] = [];
  let current: FakeUtterance | null = null;
  const synth = Object.assign(new EventTarget(), {
    getVoices: () => [{ voiceURI: 'v-en', name: 'Kate', lang: 'en-GB' }],
    speak: (u: FakeUtterance) => {
      spoken.push(u);
      current ??= u;
    },
    cancel: () => {
      const u = current;
      current = null;
      u?.onerror?.({ error: 'interrupted' });
    },
  });
  Object.assign(window, {
    speechSynthesis: synth,
    SpeechSynthesisUtterance: class {
      rate = 1;
      voice = null;
      constructor(public text: string) {}
    },
  });
  return {
    spoken,
    say(charIndex: number, charLength: number) {
      act(() => current?.onboundary?.({ name: 'word', charIndex, charLength }));
    },
    finish() {
      const u = current;
      current = null;
      act(() => u?.onend?.());
      current = spoken.at(-1) === u ? null : (spoken.at(-1) ?? null);
    },
  };
}

afterEach(() => {
  // Unmount (which stops the voice) while the fake engine is still there.
  cleanup();
  Reflect.deleteProperty(window, 'speechSynthesis');
  Reflect.deleteProperty(window, 'SpeechSynthesisUtterance');
  localStorage.clear();
});

describe('ReadAloud', () => {
  it('says plainly when the browser cannot speak', () => {
    render(<ReadAloud text="Hello there." />);
    expect(screen.getByRole('note')).toHaveTextContent('Read aloud is not available in this browser');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('reads, pauses, resumes at the same word with the chosen speed, and stops', async () => {
    const speech = installSpeech();
    const user = userEvent.setup();
    render(<ReadAloud text="Break tasks into small parts." />);
    await user.click(screen.getByRole('button', { name: 'Read aloud' }));
    expect(speech.spoken.map((u) => u.text)).toEqual(['Break tasks into small parts.']);
    speech.say(6, 5);

    await user.click(screen.getByRole('button', { name: 'Pause reading' }));
    expect(screen.getByRole('button', { name: 'Resume reading' })).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Speed'), '1.5');
    await user.click(screen.getByRole('button', { name: 'Resume reading' }));
    expect(speech.spoken.at(-1)).toMatchObject({ text: 'tasks into small parts.', rate: 1.5 });

    await user.selectOptions(screen.getByLabelText('Voice'), 'v-en');
    expect(speech.spoken.at(-1)?.voice?.voiceURI).toBe('v-en');
    expect(JSON.parse(localStorage.getItem('neuronest.read-aloud') ?? '{}')).toEqual({
      rate: 1.5,
      voiceURI: 'v-en',
    });

    await user.click(screen.getByRole('button', { name: 'Stop' }));
    expect(screen.getByRole('button', { name: 'Read aloud' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Stop' })).toBeDisabled();
  });

  it('compact: play, pause and stop with the speed last chosen on this device', async () => {
    const speech = installSpeech();
    localStorage.setItem('neuronest.read-aloud', JSON.stringify({ rate: 1.25, voiceURI: '' }));
    render(<ReadAloud compact text="Take a short break." label="Read aloud: Sensory tip" />);
    expect(screen.getByRole('group', { name: 'Read aloud: Sensory tip' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Speed')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Stop' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Read aloud' }));
    expect(speech.spoken.at(-1)).toMatchObject({ text: 'Take a short break.', rate: 1.25 });
    await userEvent.click(screen.getByRole('button', { name: 'Pause reading' }));
    await userEvent.click(screen.getByRole('button', { name: 'Stop' }));
    expect(screen.getByRole('button', { name: 'Read aloud' })).toBeInTheDocument();
  });

  it('compact: left out where the browser cannot speak, instead of a note on every card', () => {
    const { container } = render(<ReadAloud compact text="Hello there." />);
    expect(container).toBeEmptyDOMElement();
  });

  it('reads a long text in pieces, one after another, and ends by itself', async () => {
    const speech = installSpeech();
    const text = 'A calm sentence to read. '.repeat(40).trim();
    render(<ReadAloud text={text} />);
    await userEvent.click(screen.getByRole('button', { name: 'Read aloud' }));
    while (screen.queryByRole('button', { name: 'Pause reading' })) speech.finish();
    expect(speech.spoken.length).toBeGreaterThan(3);
    expect(speech.spoken.map((u) => u.text).join('')).toBe(text);
    expect(screen.getByRole('button', { name: 'Read aloud' })).toBeInTheDocument();
  });

  it('starts by itself once for each new key', async () => {
    const speech = installSpeech();
    const { rerender } = render(<ReadAloud text="First text." autoPlayKey="a" />);
    expect(speech.spoken.map((u) => u.text)).toEqual(['First text.']);
    rerender(<ReadAloud text="First text." autoPlayKey="a" />);
    expect(speech.spoken).toHaveLength(1);
    rerender(<ReadAloud text="Second text." autoPlayKey="b" />);
    expect(speech.spoken.at(-1)?.text).toBe('Second text.');
  });

  it('reads from a chosen word: a click in the text, or a word or a sentence on from the keyboard', async () => {
    const speech = installSpeech();
    const user = userEvent.setup();
    const picker = createRef<StartPicker | null>() as { current: StartPicker | null };
    const text = 'Break tasks into small parts. Then rest a little.';
    function Reader() {
      const surface = useRef<HTMLParagraphElement>(null);
      return (
        <>
          <p ref={surface} data-testid="surface">
            Break <b>ta</b>sks into small parts. Then rest a little.
          </p>
          <ReadAloud text={text} target={surface} startPickerRef={picker} />
        </>
      );
    }
    render(<Reader />);
    expect(screen.getByText(/To start part-way, click a word in the text/)).toBeInTheDocument();
    // Nothing chosen yet: the button says what to do, and reads nothing.
    await user.click(screen.getByRole('button', { name: 'Read from here' }));
    expect(speech.spoken).toEqual([]);
    expect(screen.getByText(/Please choose a word first/)).toBeInTheDocument();

    // A caret inside "tasks" (in the text after its bold start) chooses the whole word.
    const rest = screen.getByTestId('surface').childNodes[2] as Text;
    act(() => void picker.current?.chooseAt(rest, 2));
    expect(screen.getByText('Read from here starts at “tasks”.')).toBeInTheDocument();
    act(() => picker.current?.move(1, 'word'));
    expect(screen.getByText('Read from here starts at “into”.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Read from here' }));
    expect(speech.spoken.at(-1)?.text).toBe('into small parts. Then rest a little.');
    expect(screen.getByRole('button', { name: 'Pause reading' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Read from here' })).toHaveFocus();

    // While reading: a sentence on from the word being spoken, then Read from here jumps there.
    speech.say(5, 5);
    act(() => picker.current?.move(1, 'sentence'));
    expect(screen.getByText('Read from here starts at “Then”.')).toBeInTheDocument();
    // A word is named without its punctuation.
    act(() => picker.current?.move(-1, 'word'));
    expect(screen.getByText('Read from here starts at “parts”.')).toBeInTheDocument();
    act(() => picker.current?.move(1, 'word'));
    act(() => void picker.current?.read());
    expect(speech.spoken.at(-1)?.text).toBe('Then rest a little.');
    expect(screen.getByText(/To start part-way/)).toBeInTheDocument();
  });
});
