import type { Mix, SoundId } from '../../../shared/focus-sounds/sounds';
import { SOUND_IDS, timeLeft, timerGain } from '../../../shared/focus-sounds/sounds';
import type { Sound } from './sources';
import { soundMaker } from './sources';

/*
 * The one audio engine of the app (decision 096), loaded on the first press of Play. Every change of level is
 * a ramp, never a jump, so nothing clicks or pops: a sound's own volume glides over about a fifth of a second,
 * play and pause fade over half a second, and the timer fades the last 30 seconds.
 */

/** How quickly a level follows a change: setTargetAtTime's time constant, in seconds. */
const GLIDE = 0.06;
const FADE_SECONDS = 0.5;

type Scope = { AudioContext?: typeof AudioContext; webkitAudioContext?: typeof AudioContext };

export interface Engine {
  /** Sets every level to the mix's, and the timer's fade from its end time. */
  apply(mix: Mix, endAt: number | null): void;
  /** Fades in from silence; call from a press. */
  play(): Promise<void>;
  /** Fades out, then lets the audio device rest. */
  pause(): Promise<void>;
  /**
   * Plays `buffer` over and over beside the mix, fading in to `level`: the breathing guide's sound, on the app's
   * one audio engine. Pausing the mix leaves it playing.
   */
  loop(buffer: AudioBuffer, level: number): Loop;
  /** The AudioContext's state: 'running' while sound plays. */
  readonly state: AudioContextState;
}

export interface Loop {
  /** Glides to another level: 0 mutes it. */
  setLevel(level: number): void;
  /** Fades out and ends. */
  stop(): void;
}

/** Moves `param` to `value` smoothly from now, whatever it was doing. */
function glide(param: AudioParam, value: number, now: number, seconds = GLIDE) {
  param.cancelScheduledValues(now);
  param.setValueAtTime(param.value, now);
  param.setTargetAtTime(value, now, seconds);
}

/** `onState` hears each change of the AudioContext's state ('running', 'suspended'). */
export function createEngine(onState: (state: AudioContextState) => void): Engine | null {
  const scope = globalThis as Scope;
  const Live = scope.AudioContext ?? scope.webkitAudioContext;
  if (!Live) return null;
  const context = new Live({ latencyHint: 'playback' });
  context.addEventListener('statechange', () => onState(context.state));
  const make = soundMaker(context);
  // Playing (1) or paused (0); the mix's master volume and the timer; a limiter; then the speakers.
  const onOff = context.createGain();
  onOff.gain.value = 0;
  const master = context.createGain();
  master.gain.value = 0;
  // Many sounds at full volume together could pass the loudest level the speakers take and crackle: a gentle
  // limiter keeps the sum under it.
  const limiter = context.createDynamicsCompressor();
  limiter.threshold.value = -6;
  limiter.knee.value = 6;
  limiter.ratio.value = 12;
  limiter.attack.value = 0.005;
  limiter.release.value = 0.25;
  master.connect(onOff).connect(limiter).connect(context.destination);
  const channels = new Map<SoundId, { sound: Sound; level: GainNode }>();
  /** Loops playing now: the audio device rests only when none does. */
  let loops = 0;

  const channel = (id: SoundId) => {
    const found = channels.get(id);
    if (found) return found;
    const level = context.createGain();
    level.gain.value = 0;
    const sound = make(id);
    sound.output.connect(level).connect(master);
    const made = { sound, level };
    channels.set(id, made);
    return made;
  };

  const setMaster = (mix: Mix, endAt: number | null) => {
    const now = context.currentTime;
    const wall = Date.now();
    const target = mix.master * timerGain(endAt, wall);
    glide(master.gain, target, now);
    if (endAt === null) return;
    // The fade is scheduled on the audio clock from the end time on the wall clock; the player applies the
    // mix again whenever the page wakes, so a tab that slept comes back at the right level.
    const left = timeLeft(endAt, wall) / 1000;
    const fadeFrom = Math.max(GLIDE * 5, left - 30);
    if (left <= GLIDE * 5) return;
    master.gain.setValueAtTime(target, now + fadeFrom);
    master.gain.linearRampToValueAtTime(0, now + left);
  };

  return {
    apply(mix, endAt) {
      const now = context.currentTime;
      for (const id of SOUND_IDS) {
        const { on, volume } = mix.channels[id];
        if (on && volume > 0) glide(channel(id).level.gain, volume, now);
        else {
          const found = channels.get(id);
          if (found) glide(found.level.gain, 0, now);
        }
      }
      setMaster(mix, endAt);
    },
    async play() {
      await context.resume();
      const now = context.currentTime;
      onOff.gain.cancelScheduledValues(now);
      onOff.gain.setValueAtTime(onOff.gain.value, now);
      onOff.gain.linearRampToValueAtTime(1, now + FADE_SECONDS);
    },
    async pause() {
      const now = context.currentTime;
      onOff.gain.cancelScheduledValues(now);
      onOff.gain.setValueAtTime(onOff.gain.value, now);
      onOff.gain.linearRampToValueAtTime(0, now + FADE_SECONDS);
      await new Promise((done) => setTimeout(done, FADE_SECONDS * 1000 + 50));
      // Pressed Play again during the fade, or the breathing guide still sounds: keep the device running.
      if (onOff.gain.value > 0.001 || loops > 0) return;
      await context.suspend();
    },
    loop(buffer, level) {
      loops += 1;
      void context.resume().catch(() => undefined);
      const gain = context.createGain();
      gain.gain.value = 0;
      gain.connect(limiter);
      const source = context.createBufferSource();
      source.buffer = buffer;
      source.loop = true;
      source.connect(gain);
      source.start();
      // About two seconds to full level.
      glide(gain.gain, level, context.currentTime, 0.6);
      let ended = false;
      return {
        setLevel(next) {
          if (!ended) glide(gain.gain, next, context.currentTime, 0.1);
        },
        stop() {
          if (ended) return;
          ended = true;
          loops -= 1;
          const now = context.currentTime;
          glide(gain.gain, 0, now, 0.1);
          source.stop(now + 0.5);
        },
      };
    },
    get state() {
      return context.state;
    },
  };
}
