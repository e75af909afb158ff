import { useMutation } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { PlayState } from '../../../shared/routine-planner/play';
import {
  endStep,
  moreTime,
  readPlayState,
  startPlay,
  stepRemainingMs,
  stopPlay,
} from '../../../shared/routine-planner/play';
import { pictureSource } from '../../../shared/pictures';
import type { Routine, RoutineRun, RoutineRunInput } from '../../../shared/routine-planner/routines';
import { api, unwrap } from '../../lib/api';
import { readDeviceChoice, saveDeviceChoice } from '../../lib/device-choices';
import { newId } from '../../lib/offline/new-id';
import { focus } from '../../lib/reminders/focus';
import { runMutation } from '../../lib/run-mutation';
import { useSecondTick } from '../../lib/use-second-tick';

// The run under way is kept on this device (decision 088): a reload, or the browser closed mid-routine, finds it.
const KEY = 'neuronest.routines.play';

const saveRun = ({ id, run }: { id: string; run: RoutineRunInput }) =>
  unwrap<RoutineRun>(api.routines[':id'].runs.$post({ param: { id }, json: run }));

const runOf = (play: PlayState & { runId: string }): RoutineRunInput => ({
  id: play.runId,
  startedAt: new Date(play.startedAt).toISOString(),
  finishedAt: new Date(play.finishedAt ?? Date.now()).toISOString(),
  steps: play.results,
});

/**
 * Asks for every picture of the routine as it starts, so the browser keeps them (decision 168): the Now and Next
 * board then shows them without a connection.
 */
function keepPictures(routine: Routine) {
  for (const picture of [routine.picture, ...routine.steps.map((step) => step.picture)]) {
    if (picture) new Image().src = pictureSource(picture);
  }
}

/** Reminders hear of the step under way (its end) and of the run's end, which offers a break (#reminders). */
function tellReminders(play: PlayState | undefined) {
  if (!play) return focus.stopped('routine');
  if (play.finishedAt !== null) return focus.stopped('routine', { ended: true });
  focus.running({
    source: 'routine',
    startedAt: play.startedAt,
    endsAt: play.endsAt,
    name: play.name,
    step: play.steps[play.index]?.title,
    routineId: play.routineId,
  });
}

/**
 * Play mode's state and clock. The time shown is worked out from the step's end time and the clock, never by
 * counting ticks: a tick only asks React to draw again just after the shown second changes, and the page coming
 * back into view draws at once (the time box does the same, decision 040). A finished run is sent to the server
 * once; a refusal leaves it on the device with "Try again".
 */
export function useRoutinePlay() {
  const [play, setPlay] = useState<PlayState | undefined>(() => readPlayState(readDeviceChoice(KEY)));
  const [now, setNow] = useState(() => Date.now());
  const [saveError, setSaveError] = useState<string | null>(null);
  const current = useRef(play);
  const save = useMutation({ mutationFn: saveRun });

  const commit = useCallback((next: PlayState | undefined) => {
    current.current = next;
    setPlay(next);
    setNow(Date.now());
    saveDeviceChoice(KEY, next ?? null);
    tellReminders(next);
  }, []);

  const keep = useCallback(
    (ended: PlayState) => {
      setSaveError(null);
      // The run's id goes with it on the device before it is sent, so every sending names the same run.
      const finished = ended.runId ? { ...ended, runId: ended.runId } : { ...ended, runId: newId() };
      if (!ended.runId && current.current?.startedAt === ended.startedAt) commit(finished);
      runMutation(
        save,
        { id: finished.routineId, run: runOf(finished) },
        {
          onSuccess: () => {
            if (current.current?.startedAt === finished.startedAt) commit({ ...finished, saved: true });
          },
          onError: (reason) => setSaveError(reason.message),
        },
      );
    },
    [save, commit],
  );

  // A run found finished but not kept (the page closed while it was being sent) is sent again.
  const resent = useRef(false);
  useEffect(() => {
    if (resent.current || !play || play.finishedAt === null || play.saved) return;
    resent.current = true;
    keep(play);
  }, [play, keep]);

  const running = play !== undefined && play.finishedAt === null && play.endsAt !== null;
  const endsAt = play?.endsAt;
  useSecondTick(running, endsAt, (at) => {
    setNow(at);
    return current.current ? stepRemainingMs(current.current, at) : null;
  });

  const step = useCallback(
    (change: (play: PlayState, now: number) => PlayState) => {
      const before = current.current;
      if (!before) return;
      const next = change(before, Date.now());
      commit(next);
      if (before.finishedAt === null && next.finishedAt !== null) {
        resent.current = true;
        keep(next);
      }
    },
    [commit, keep],
  );

  return {
    play,
    now,
    saving: save.isPending,
    saveError,
    start: (routine: Routine) => {
      resent.current = false;
      commit({ ...startPlay(routine, Date.now()), runId: newId() });
      keepPictures(routine);
    },
    done: () => step((p, at) => endStep(p, 'done', at)),
    skip: () => step((p, at) => endStep(p, 'skipped', at)),
    more: () => step((p, at) => moreTime(p, at)),
    stop: () => step((p, at) => stopPlay(p, at)),
    retry: () => current.current && keep(current.current),
    close: () => commit(undefined),
  };
}
