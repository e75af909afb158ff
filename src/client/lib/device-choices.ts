import { useState } from 'react';

// Choices that belong to this device rather than to the account (the voices it has, whether it may make
// sound), and the state of what is running on it (a routine being played, focus blocks), kept in localStorage
// under the app's prefix. Never the profile, which stays in memory only; and all of it goes at sign-out.

/** Every key the app writes in localStorage starts with this. */
export const DEVICE_KEY_PREFIX = 'neuronest';

/** What was kept under `key`, or undefined when nothing was, it cannot be read, or storage is off. */
export function readDeviceChoice(key: string): unknown {
  try {
    const saved = localStorage.getItem(key);
    return saved === null ? undefined : (JSON.parse(saved) as unknown);
  } catch {
    return undefined;
  }
}

export function saveDeviceChoice(key: string, value: unknown): void {
  try {
    localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage refused (private mode): the choice lasts until the page closes.
  }
}

/** An on/off choice kept on this device: `fallback` until the person changes it. */
export function useDeviceSwitch(key: string, fallback: boolean): [boolean, (on: boolean) => void] {
  const [on, setOn] = useState(() => {
    const saved = readDeviceChoice(key);
    return typeof saved === 'boolean' ? saved : fallback;
  });
  const change = (next: boolean) => {
    setOn(next);
    saveDeviceChoice(key, next);
  };
  return [on, change];
}

/**
 * Removes every key the app wrote (sign-out, a deleted account): a routine's steps and notes, focus blocks and
 * the device's choices, so the next person on this browser finds nothing of the one before.
 */
export function forgetDeviceChoices(): void {
  try {
    const ours = Object.keys(localStorage).filter((key) => key.startsWith(DEVICE_KEY_PREFIX));
    for (const key of ours) localStorage.removeItem(key);
  } catch {
    // Storage off: nothing was kept.
  }
}
