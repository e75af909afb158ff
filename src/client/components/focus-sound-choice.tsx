import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { SavedMix } from '../../shared/focus-sounds/sounds';
import { BUILT_IN_MIXES } from '../../shared/focus-sounds/sounds';
import { readDeviceChoice, saveDeviceChoice } from '../lib/device-choices';
import { mixesQuery } from '../lib/focus-sound/mixes-query';
import { player } from '../lib/focus-sound/player';
import { isPending } from '../lib/optimistic-list';

/** The saved mixes the server has: one still waiting offline gets its lasting id when it arrives (decision 101). */
const onServer = (mixes: SavedMix[]) => mixes.filter((mix) => !isPending(mix));

/**
 * A Focus Sounds mix a tool plays while it runs (the time box's focus blocks, a routine being played), chosen on
 * this device under `key`; off unless chosen (decision 096). Each start is a press, so the browser lets it sound.
 */
export function useFocusSound(key: string) {
  const [choice, setChoice] = useState<string>(() => {
    const saved = readDeviceChoice(key);
    return typeof saved === 'string' ? saved : 'off';
  });
  const { data: own = [] } = useQuery({ ...mixesQuery, enabled: choice !== 'off', select: onServer });
  const mixes: readonly SavedMix[] = [...BUILT_IN_MIXES, ...own];
  const chosen = mixes.find((mix) => mix.id === choice);
  const ours = () => chosen !== undefined && player.get().name === chosen.name;
  return {
    choice,
    choose(next: string) {
      setChoice(next);
      saveDeviceChoice(key, next);
    },
    /** Plays the chosen mix, until `until` (a time) when given: the sound fades out by then. */
    play(until?: number) {
      if (!chosen) return;
      if (!ours() || player.get().status === 'stopped') player.choose(chosen);
      void player.play(until);
    },
    /** Pauses the chosen mix, if it is the one playing. */
    pause() {
      if (ours()) void player.pause();
    },
    /** Stops the chosen mix, if it is the one playing: another mix the person started plays on. */
    stop() {
      if (ours() && player.get().status !== 'stopped') void player.stop();
    },
  };
}

interface ChoiceProps {
  label: string;
  hint: string;
  choice: string;
  onChoose: (id: string) => void;
}

/** The choice: "None" or one of the ready and saved mixes. */
export function FocusSoundChoice({ label, hint, choice, onChoose }: ChoiceProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  // The saved mixes are asked for once a mix is chosen or the list is opened, not with every visit.
  const [opened, setOpened] = useState(false);
  const { data: own = [] } = useQuery({
    ...mixesQuery,
    enabled: choice !== 'off' || opened,
    select: onServer,
  });
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <label htmlFor={id} className="font-medium">
        {label}
      </label>
      <select
        id={id}
        value={choice}
        aria-describedby={hintId}
        onFocus={() => setOpened(true)}
        onChange={(event) => onChoose(event.target.value)}
        className="min-h-11 w-full min-w-0 rounded-lg border border-control bg-surface px-3"
      >
        <option value="off">None</option>
        {[...BUILT_IN_MIXES, ...own].map((mix) => (
          <option key={mix.id} value={mix.id}>
            {mix.name}
          </option>
        ))}
      </select>
      <p id={hintId} className="text-sm text-muted">
        {hint}
      </p>
    </div>
  );
}
