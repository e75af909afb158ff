import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
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
});
