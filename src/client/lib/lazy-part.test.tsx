import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { lazyPart } from './lazy-part';

function Greeting({ name }: { name: string }) {
  return <p>Hello, {name}</p>;
}

const drawn = (Part: (props: { name: string }) => React.ReactNode) =>
  render(
    <Suspense fallback={<p>Loading...</p>}>
      <Part name="Sam" />
    </Suspense>,
  );

describe('lazyPart', () => {
  it('waits in Suspense when drawn before its script has come, then shows the part', async () => {
    let arrive = (_part: typeof Greeting) => {};
    const Part = lazyPart(() => new Promise<typeof Greeting>((resolve) => (arrive = resolve)));
    drawn(Part);
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    await act(async () => arrive(Greeting));
    expect(await screen.findByText('Hello, Sam')).toBeInTheDocument();
  });

  it('keeps what was chosen in a part that waited for its script, when the screen draws again', async () => {
    function Counter({ label }: { label: string }) {
      const [count, setCount] = useState(0);
      return <button onClick={() => setCount(count + 1)}>{`${label}: ${count}`}</button>;
    }
    let arrive = (_part: typeof Counter) => {};
    const Part = lazyPart(() => new Promise<typeof Counter>((resolve) => (arrive = resolve)));
    const screenWith = (label: string) => (
      <Suspense fallback={<p>Loading...</p>}>
        <Part label={label} />
      </Suspense>
    );
    const { rerender } = render(screenWith('Taps'));
    await act(async () => arrive(Counter));
    await userEvent.click(await screen.findByRole('button', { name: 'Taps: 0' }));
    rerender(screenWith('Presses'));
    expect(screen.getByRole('button', { name: 'Presses: 1' })).toBeInTheDocument();
  });

  it('draws at once, with nothing in between, once loaded ahead', async () => {
    let fetched = 0;
    const Part = lazyPart(async () => {
      fetched += 1;
      return Greeting;
    });
    await Part.load();
    await Part.load();
    drawn(Part);
    expect(screen.getByText('Hello, Sam')).toBeInTheDocument();
    expect(screen.queryByText('Loading...')).toBeNull();
    expect(fetched).toBe(1);
  });

  it('tries again after a fetch that failed', async () => {
    let tries = 0;
    const Part = lazyPart(async () => {
      tries += 1;
      if (tries === 1) throw new Error('offline');
      return Greeting;
    });
    await expect(Part.load()).rejects.toThrow('offline');
    await Part.load();
    drawn(Part);
    expect(screen.getByText('Hello, Sam')).toBeInTheDocument();
    expect(tries).toBe(2);
  });

  it('asks for its costly module first, once a fetch, and draws the part even when that module fails', async () => {
    const asked: string[] = [];
    let tries = 0;
    const Part = lazyPart(
      async () => {
        asked.push('part');
        tries += 1;
        if (tries === 1) throw new Error('offline');
        return Greeting;
      },
      async () => {
        asked.push('early');
        throw new Error('offline');
      },
    );
    await expect(Part.load()).rejects.toThrow('offline');
    await Part.load();
    await Part.load();
    drawn(Part);
    expect(screen.getByText('Hello, Sam')).toBeInTheDocument();
    expect(asked).toEqual(['early', 'part', 'early', 'part']);
  });
});
