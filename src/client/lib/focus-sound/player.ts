import type { Mix, SavedMix, TimerChoice } from '../../../shared/focus-sounds/sounds';
import { BUILT_IN_MIXES, mixOf, timerEnd } from '../../../shared/focus-sounds/sounds';
import { loadOnce } from '../../../shared/load-once';
import type { Engine } from './engine';
import { listeners } from '../listeners';
import { soundPresence } from './presence';

/*
 * What plays, owned by the app and not by a screen, so sound carries on from one screen to the next
 * (decision 096). Screens and the navigation bar read it with usePlayer; nothing sounds before a press.
 */

export type PlayerStatus = 'stopped' | 'playing' | 'paused';

export interface PlayerState {
  status: PlayerStatus;
  mix: Mix;
  /** The ready or saved mix last chosen; null for the person's own, unnamed mix. */
  name: string | null;
  timer: TimerChoice;
  /** When the timer ends, epoch milliseconds; null without one or while stopped. */
  endAt: number | null;
  /** True once a timer ran out, until the next Play. */
  timeUp: boolean;
  /** The browser has no Web Audio: the screen says so and plays nothing. */
  unsupported: boolean;
  /** The AudioContext's state ('running' while sound plays); null before the first Play. */
  audio: AudioContextState | null;
}

const [firstMix] = BUILT_IN_MIXES;

let state: PlayerState = {
  status: 'stopped',
  mix: firstMix ? structuredClone(firstMix.mix) : mixOf({}),
  name: firstMix?.name ?? null,
  timer: null,
  endAt: null,
  timeUp: false,
  unsupported: false,
  audio: null,
};
const changes = listeners();
let engine: Engine | null = null;
let ticker: ReturnType<typeof setInterval> | undefined;
/** The timer's time left when paused: a pause holds the timer, too. */
let leftWhenPaused: number | null = null;

function set(next: Partial<PlayerState>) {
  state = { ...state, ...next };
  changes.tell();
  updateMediaSession();
}

/**
 * The app's one audio engine, loaded on the first press of Play (it and the sounds are their own script); null
 * without Web Audio. The breathing guide plays its sound through it too.
 */
export const loadEngine: () => Promise<Engine | null> = loadOnce(async () => {
  const { createEngine } = await import('./engine');
  engine = createEngine((audio) => set({ audio }));
  return engine;
});

function apply() {
  engine?.apply(state.mix, state.endAt);
}

/** Stops at the end time, checked on the wall clock every second: right after sleep or a hidden tab. */
function watchTimer() {
  clearInterval(ticker);
  if (state.status !== 'playing' || state.endAt === null) return;
  ticker = setInterval(() => {
    if (state.endAt !== null && Date.now() >= state.endAt) {
      clearInterval(ticker);
      void engine?.pause();
      set({ status: 'stopped', endAt: null, timeUp: true });
    }
  }, 1000);
}

if (typeof document !== 'undefined') {
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible' && state.status === 'playing') apply();
  });
}

function updateMediaSession() {
  const session = typeof navigator === 'undefined' ? undefined : navigator.mediaSession;
  if (!session || typeof MediaMetadata === 'undefined') return;
  if (state.status === 'stopped') {
    session.playbackState = 'none';
    return;
  }
  session.metadata = new MediaMetadata({
    title: state.name ?? 'Your own mix',
    artist: 'NeuroNest Focus Sounds',
  });
  session.playbackState = state.status === 'playing' ? 'playing' : 'paused';
}

function claimMediaSession() {
  const session = typeof navigator === 'undefined' ? undefined : navigator.mediaSession;
  if (!session) return;
  try {
    session.setActionHandler('play', () => void player.play());
    session.setActionHandler('pause', () => void player.pause());
    session.setActionHandler('stop', () => void player.stop());
  } catch {
    // A browser that knows fewer actions: the page's own buttons still work.
  }
}

export const player = {
  get: () => state,
  subscribe: changes.subscribe,
  /** The person's change to a level or a switch; the name stays with the mix it came from. */
  setMix(mix: Mix) {
    set({ mix });
    apply();
  },
  /** A ready or saved mix, in place of the current one (playing on if it was playing). */
  choose(saved: SavedMix) {
    set({ mix: structuredClone(saved.mix), name: saved.name });
    apply();
  },
  rename(name: string | null) {
    set({ name });
  },
  setTimer(timer: TimerChoice) {
    const endAt = state.status === 'stopped' ? null : timerEnd(timer, Date.now());
    leftWhenPaused = state.status === 'paused' && endAt !== null ? endAt - Date.now() : null;
    set({ timer, endAt });
    apply();
    watchTimer();
  },
  /**
   * Call from a press: browsers allow sound to start only then. `until` ends the sound at that time instead of
   * the chosen timer (a time-box focus block's end).
   */
  async play(until?: number) {
    const ready = engine ?? (await loadEngine());
    if (!ready) {
      set({ unsupported: true });
      return;
    }
    const now = Date.now();
    const endAt =
      until !== undefined
        ? until
        : state.status === 'stopped'
          ? timerEnd(state.timer, now)
          : leftWhenPaused === null
            ? state.endAt
            : now + leftWhenPaused;
    leftWhenPaused = null;
    set({ status: 'playing', endAt, timeUp: false, ...(until === undefined ? {} : { timer: null }) });
    soundPresence.mark();
    claimMediaSession();
    apply();
    await ready.play();
    watchTimer();
  },
  async pause() {
    if (state.status !== 'playing') return;
    leftWhenPaused = state.endAt === null ? null : Math.max(0, state.endAt - Date.now());
    set({ status: 'paused' });
    clearInterval(ticker);
    await engine?.pause();
  },
  async stop() {
    set({ status: 'stopped', endAt: null });
    clearInterval(ticker);
    await engine?.pause();
  },
};
