import { Headphones, Pause, Play } from 'lucide-react';
import { Link } from 'react-router';
import { player } from '../lib/focus-sound/player';
import type { PlayerState } from '../lib/focus-sound/player';
import { usePlayer } from '../lib/focus-sound/use-player';
import { findTool } from '../lib/tool-registry';

/** "Playing: Rainy café", or paused, or stopped; the mix's name when it has one. */
export function nowPlayingWords({ status, name }: Pick<PlayerState, 'status' | 'name'>): string {
  const what = name ?? 'your own mix';
  if (status === 'playing') return `Playing: ${what}`;
  if (status === 'paused') return `Paused: ${what}`;
  return 'Focus Sounds stopped';
}

const buttonClass =
  'inline-flex min-h-11 items-center gap-2 rounded-lg border border-line px-3 font-medium whitespace-nowrap hover:bg-app';

/**
 * The small control under the navigation links once Focus Sounds has played in this visit (decision 096): what
 * plays, Pause or Resume, and the way back to the mixer. It loads with the first sound, not with the page.
 */
export default function NowPlaying() {
  const state = usePlayer();
  const path = findTool('focus-sounds')?.path ?? '/tools';
  const playing = state.status === 'playing';
  return (
    <section aria-label="Focus Sounds" data-audio={state.audio ?? undefined} className="border-t border-line">
      <div className="mx-auto flex max-w-5xl flex-wrap items-center gap-x-3 gap-y-1 px-4 py-1">
        <Headphones aria-hidden="true" className="size-5 shrink-0 text-muted" />
        <p className="min-w-0 font-medium" data-testid="now-playing">
          {nowPlayingWords(state)}
        </p>
        <div className="ml-auto flex flex-wrap gap-2">
          <button
            type="button"
            className={buttonClass}
            onClick={() => void (playing ? player.pause() : player.play())}
          >
            {playing ? (
              <Pause aria-hidden="true" className="size-5" />
            ) : (
              <Play aria-hidden="true" className="size-5" />
            )}
            {playing ? 'Pause sounds' : 'Play sounds'}
          </button>
          <Link to={path} className={`${buttonClass} text-primary-ink underline`}>
            Open the mixer
          </Link>
        </div>
      </div>
    </section>
  );
}
