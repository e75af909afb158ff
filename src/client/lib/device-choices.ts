import { useState } from 'react';

// Choices that belong to this device rather than to the account (the voices it has, whether it may make
// sound), kept in localStorage. Never anything about the person: the profile stays in memory only.

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
