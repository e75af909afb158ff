import { Pause, Play, Square } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import type { TimerChoice } from '../../../shared/focus-sounds/sounds';
import { isAudible, TIMER_CHOICES, timeLeftWords } from '../../../shared/focus-sounds/sounds';
import { Button } from '../../components/button';
import { Notice } from '../../components/notice';
import type { PlayerState } from '../../lib/focus-sound/player';
import { player } from '../../lib/focus-sound/player';
import { VolumeSlider } from './volume-slider';

const timerLabel = (choice: TimerChoice) => (choice === null ? 'Until I stop it' : `${choice} minutes`);

/** The time left, redrawn every second while a timer runs (not announced: it would never stop talking). */
function useNow(running: boolean) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!running) return;
    const tick = () => setNow(Date.now());
    const first = setTimeout(tick, 0);
    const ticker = setInterval(tick, 1000);
    return () => {
      clearTimeout(first);
      clearInterval(ticker);
    };
  }, [running]);
  return now;
}

/** Play and pause, stop, the master volume and the timer. */
export function Transport({ state }: { state: PlayerState }) {
  const timerId = useId();
  const playing = state.status === 'playing';
  const now = useNow(state.endAt !== null);
  const what = state.name ?? 'your own mix';
  const status =
    state.status === 'playing'
      ? `Playing: ${what}`
      : state.status === 'paused'
        ? `Paused: ${what}`
        : `Ready to play: ${what}`;
  return (
    <section
      aria-labelledby="transport-heading"
      className="mt-6 rounded-xl border border-line bg-surface p-4"
    >
      <h2 id="transport-heading" className="text-xl font-semibold">
        {status}
      </h2>
      {state.endAt !== null && (
        <p className="mt-1 text-muted">
          {timeLeftWords(state.endAt, now)}
          {state.timer === null && ', until your time-box focus block ends'}
        </p>
      )}
      <div className="mt-3 flex flex-wrap gap-3">
        <Button onClick={() => void (playing ? player.pause() : player.play())}>
          {playing ? (
            <Pause aria-hidden="true" className="size-5" />
          ) : (
            <Play aria-hidden="true" className="size-5" />
          )}
          {playing ? 'Pause' : 'Play'}
        </Button>
        <Button variant="secondary" disabled={state.status === 'stopped'} onClick={() => void player.stop()}>
          <Square aria-hidden="true" className="size-5" />
          Stop
        </Button>
      </div>
      {state.unsupported && (
        <div className="mt-3">
          <Notice tone="info">
            This browser cannot make sound here. Everything else on this page still works.
          </Notice>
        </div>
      )}
      {state.timeUp && (
        <div className="mt-3">
          <Notice tone="info">The timer has ended, and the sound faded out.</Notice>
        </div>
      )}
      {playing && !isAudible(state.mix) && (
        <p className="mt-3 text-muted">Every sound is off or silent. Turn one on below to hear it.</p>
      )}
      <div className="mt-4 grid gap-2 @2xl:grid-cols-2 @2xl:gap-6">
        <VolumeSlider
          label="Master volume"
          value={state.mix.master}
          onChange={(master) => player.setMix({ ...state.mix, master })}
        />
        <div className="flex flex-wrap items-center gap-x-3">
          <label htmlFor={timerId} className="font-medium">
            Timer
          </label>
          <select
            id={timerId}
            value={state.timer ?? 'none'}
            onChange={(event) =>
              player.setTimer(
                event.target.value === 'none' ? null : (Number(event.target.value) as TimerChoice),
              )
            }
            className="min-h-11 rounded-lg border border-control bg-surface px-3"
          >
            {TIMER_CHOICES.map((choice) => (
              <option key={choice ?? 'none'} value={choice ?? 'none'}>
                {timerLabel(choice)}
              </option>
            ))}
          </select>
          <p className="basis-full text-sm text-muted">The sound fades out over the last 30 seconds.</p>
        </div>
      </div>
    </section>
  );
}
