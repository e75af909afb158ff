import type { SavedTimer, TimerKind } from './plan';

/*
 * The time-box countdown as pure functions of the wall clock. A running timer holds only its end time, so the
 * remaining time is right after the tab slept in the background, the laptop was closed, or the page reloaded:
 * nothing counts ticks.
 */

export type TimerState =
  | { status: 'idle'; kind: TimerKind; durationMs: number }
  | { status: 'running'; kind: TimerKind; durationMs: number; endsAt: number }
  | { status: 'paused'; kind: TimerKind; durationMs: number; remainingMs: number }
  | { status: 'finished'; kind: TimerKind; durationMs: number };

export function idleTimer(durationMs: number, kind: TimerKind = 'focus'): TimerState {
  return { status: 'idle', kind, durationMs };
}

export function remainingMs(timer: TimerState, now: number): number {
  switch (timer.status) {
    case 'idle':
      return timer.durationMs;
    case 'running':
      return Math.min(timer.durationMs, Math.max(0, timer.endsAt - now));
    case 'paused':
      return timer.remainingMs;
    case 'finished':
      return 0;
  }
}

/** Starts or resumes. A finished timer starts again from its full length. */
export function startTimer(timer: TimerState, now: number): TimerState {
  const { kind, durationMs } = timer;
  switch (timer.status) {
    case 'running':
      return timer;
    case 'paused':
      return { status: 'running', kind, durationMs, endsAt: now + timer.remainingMs };
    case 'idle':
    case 'finished':
      return { status: 'running', kind, durationMs, endsAt: now + durationMs };
  }
}

/** Pauses a running timer, keeping what is left; one that ran out meanwhile is finished instead. */
export function pauseTimer(timer: TimerState, now: number): TimerState {
  if (timer.status !== 'running') return timer;
  const left = remainingMs(timer, now);
  if (left <= 0) return { status: 'finished', kind: timer.kind, durationMs: timer.durationMs };
  return { status: 'paused', kind: timer.kind, durationMs: timer.durationMs, remainingMs: left };
}

/** A running timer whose end time has passed is finished; anything else stays as it is. */
export function settleTimer(timer: TimerState, now: number): TimerState {
  if (timer.status === 'running' && timer.endsAt <= now) {
    return { status: 'finished', kind: timer.kind, durationMs: timer.durationMs };
  }
  return timer;
}

/** Whole seconds shown: 10:00 stays on screen for the first second, 00:00 only when time is up. */
export function secondsShown(ms: number): number {
  return Math.ceil(Math.max(0, ms) / 1000);
}

/** Milliseconds until the shown second changes, so a tick lands just after each change. */
export function msUntilNextSecond(ms: number): number {
  const part = ms % 1000;
  return part === 0 ? 1000 : part;
}

/** mm:ss, as the digits show it. */
export function formatClock(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  return `${String(minutes).padStart(2, '0')}:${String(rest).padStart(2, '0')}`;
}

/** The same time in words, for screen readers: '9 minutes 30 seconds'. */
export function spokenDuration(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  const parts = [];
  if (minutes > 0) parts.push(`${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`);
  if (rest > 0 || minutes === 0) parts.push(`${rest} ${rest === 1 ? 'second' : 'seconds'}`);
  return parts.join(' ');
}

/**
 * What a screen reader hears while the timer runs: every five minutes, every minute in the last five, and at
 * 30 and 10 seconds. Never every second, which would drown out everything else.
 */
export function countdownAnnouncement(secondsLeft: number): string | null {
  if (secondsLeft <= 0) return null;
  const sayIt = `${spokenDuration(secondsLeft)} left`;
  if (secondsLeft % 300 === 0) return sayIt;
  if (secondsLeft < 300 && secondsLeft % 60 === 0) return sayIt;
  if (secondsLeft === 30 || secondsLeft === 10) return sayIt;
  return null;
}

/** The timer as kept with the plan: only a running or paused one is worth keeping. */
export function toSavedTimer(timer: TimerState): SavedTimer | null {
  if (timer.status === 'running') {
    return { status: 'running', kind: timer.kind, durationMs: timer.durationMs, endsAt: timer.endsAt };
  }
  if (timer.status === 'paused') {
    return {
      status: 'paused',
      kind: timer.kind,
      durationMs: timer.durationMs,
      remainingMs: timer.remainingMs,
    };
  }
  return null;
}

/** The timer found with the plan after a reload; one that ran out while the page was closed is finished. */
export function fromSavedTimer(saved: SavedTimer | null, fallbackMs: number, now: number): TimerState {
  if (!saved) return idleTimer(fallbackMs);
  return settleTimer(saved, now);
}
