import { SkipForward } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import type { SavedTimer, TimeBoxPlan, TimerKind } from '../../../shared/time-box/plan';
import {
  advanceSeries,
  BREAK_MINUTES,
  currentStep,
  currentTask,
  DEFAULT_TIMER_MINUTES,
  planDone,
  planTimerKind,
  planTimerMs,
  restartSeries,
} from '../../../shared/time-box/plan';
import { formatClock, secondsShown } from '../../../shared/time-box/timer';
import { Button } from '../../components/button';
import { Loading } from '../../components/loading';
import { Notice } from '../../components/notice';
import { useSettings } from '../../lib/settings';
import { FocusSoundChoice, useFocusSound } from '../../components/focus-sound-choice';
import { playChime, prepareChime } from '../../lib/chime';
import { focus } from '../../lib/reminders/focus';
import { notifyWhenHidden } from './notify';
import { PlanSteps } from './plan-steps';
import { SeriesProgress } from './series-progress';
import { TaskPlanner } from './task-planner';
import { TimerPanel } from './timer-panel';
import { TimesUpDialog } from './times-up-dialog';
import { usePlan, useTimeBoxQuery } from './use-time-box-plan';
import { useTimeBoxTimer } from './use-time-box-timer';

/** The time box's controls below its header, once the saved plan is here (docs/product.md#time-box). */
export function TimeBoxControls() {
  const query = useTimeBoxQuery();
  return (
    <>
      {query.isPending && (
        <>
          <title>Time Boxing · NeuroNest</title>
          <Loading />
        </>
      )}
      {query.isError && (
        <div className="mt-8 space-y-3">
          <title>Time Boxing · NeuroNest</title>
          <Notice tone="error">Your plan could not be loaded. {query.error.message}</Notice>
          <Button variant="secondary" onClick={() => void query.refetch()}>
            Try again
          </Button>
        </div>
      )}
      {query.isSuccess && <TimeBox initial={query.data} />}
    </>
  );
}

/**
 * The focus sound follows the timer as it is saved: a focus block that starts or resumes plays the mix until the
 * block's end time; a pause pauses it; a reset, an end or a break stops it.
 */
function followTimer(sound: ReturnType<typeof useFocusSound>, timer: SavedTimer | null) {
  if (timer?.kind === 'focus' && timer.status === 'running') sound.play(timer.endsAt);
  else if (timer?.kind === 'focus' && timer.status === 'paused') sound.pause();
  else sound.stop();
  // Reminders: the block's end when this screen is closed, and a break after long focus (#reminders).
  if (timer?.kind === 'focus' && timer.status === 'running')
    focus.running({ source: 'time-box', startedAt: Date.now(), endsAt: timer.endsAt, name: 'Time box' });
  else focus.stopped('time-box');
}

/** The timer's length in words, and its start button's while idle, for one block or a series' step. */
function timerWords(plan: TimeBoxPlan, kind: TimerKind) {
  const { series } = plan;
  if (plan.timeframe === 'several' && series?.count !== undefined) {
    const step = currentStep(plan);
    if (!step) return { length: `All ${series.count} blocks are done`, start: 'Start again from block 1' };
    if (step.kind === 'break')
      return { length: `A break of ${step.minutes} minutes`, start: 'Start the break' };
    return {
      length: `Block ${step.block} of ${series.count}, ${step.minutes} minutes`,
      start: `Start block ${step.block}`,
    };
  }
  if (kind === 'break') return { length: `${BREAK_MINUTES} minutes to rest`, start: undefined };
  return {
    length: plan.duration
      ? `${plan.duration} minutes`
      : `${DEFAULT_TIMER_MINUTES} minutes, until you choose a duration`,
    start: undefined,
  };
}

function TimeBox({ initial }: { initial: TimeBoxPlan }) {
  const { plan, update, saveError, retry } = usePlan(initial);
  const breakReminders = useSettings().data?.breakReminders ?? false;
  const [finished, setFinished] = useState<TimerKind | null>(null);
  const blockSound = useFocusSound('neuronest.time-box.focus-sound');
  // Where the keyboard goes back to when "Time's up!" closes: the timer's own controls.
  const timerControls = useRef<HTMLButtonElement>(null);
  // Several blocks in a row, once counted (decision 145): the plan keeps the step under way.
  const series =
    plan.timeframe === 'several' && plan.series?.count !== undefined
      ? { ...plan.series, count: plan.series.count }
      : undefined;
  const countdown = useTimeBoxTimer({
    saved: initial.timer,
    fullMs: planTimerMs(plan),
    idleKind: planTimerKind(plan),
    moveOn: series !== undefined,
    onSave: (timer) => {
      followTimer(blockSound, timer);
      update((current) => ({ ...current, timer }));
    },
    onFinish: (kind) => {
      // A series moves on to its next step, which "Time's up!" offers to start.
      update(advanceSeries);
      setFinished(kind);
      if (plan.soundOn) playChime();
      notifyWhenHidden(
        "Time's up!",
        kind === 'break' ? 'Your break is over.' : 'Your focus block is over. Well done.',
      );
    },
  });
  // After a reload no press has happened yet, and browsers only allow sound after one: the first will do.
  useEffect(() => {
    if (!plan.soundOn) return;
    const wake = () => prepareChime();
    document.addEventListener('pointerdown', wake, { once: true });
    document.addEventListener('keydown', wake, { once: true });
    return () => {
      document.removeEventListener('pointerdown', wake);
      document.removeEventListener('keydown', wake);
    };
  }, [plan.soundOn]);
  const running = countdown.timer.status === 'running';
  const active = running || countdown.timer.status === 'paused';
  const clock = formatClock(secondsShown(countdown.remainingMs));
  const forTask = countdown.timer.kind === 'focus' ? currentTask(plan)?.text : undefined;
  const words = timerWords(plan, countdown.timer.kind);
  const onBreak = series !== undefined && currentStep(plan)?.kind === 'break';
  return (
    <>
      {/* While it runs, the tab shows the time left, for a glance from another tab. */}
      <title>{running ? `${clock} left · Time Boxing · NeuroNest` : 'Time Boxing · NeuroNest'}</title>
      {saveError && (
        <div className="mt-6 flex flex-wrap items-center gap-3">
          <Notice tone="error">Your last change is on this screen but could not be saved. {saveError}</Notice>
          <Button variant="secondary" onClick={retry}>
            Save again
          </Button>
        </div>
      )}
      <div className="mt-8 grid gap-10 @5xl:grid-cols-[minmax(0,1fr)_20rem] @5xl:items-start">
        <div className="min-w-0 space-y-10">
          <PlanSteps plan={plan} onChange={update} />
          <TaskPlanner plan={plan} onChange={update} />
        </div>
        {/*
          While a block runs, a phone shows the timer first instead of far down the page; a wide screen keeps it
          in view beside the plan as the page scrolls.
        */}
        <TimerPanel
          className={`${active ? 'order-first @5xl:order-none' : ''} @5xl:sticky @5xl:top-4 @5xl:max-h-[calc(100vh-2rem)] @5xl:overflow-y-auto`}
          startRef={timerControls}
          forTask={active ? forTask : undefined}
          timer={countdown.timer}
          remainingMs={countdown.remainingMs}
          startedWith={countdown.startedWith}
          lengthLabel={words.length}
          startLabel={words.start}
          progress={
            series && (
              <SeriesProgress series={series} timer={countdown.timer} remainingMs={countdown.remainingMs} />
            )
          }
          otherAction={
            onBreak && (
              <Button
                variant="secondary"
                onClick={() => {
                  countdown.reset();
                  update(advanceSeries);
                  // The button goes with the break: the keyboard stays on the timer.
                  timerControls.current?.focus();
                }}
              >
                <SkipForward aria-hidden="true" className="size-5" />
                Skip the break
              </Button>
            )
          }
          soundOn={plan.soundOn}
          onSoundChange={(soundOn) => update((current) => ({ ...current, soundOn }))}
          focusSound={
            <FocusSoundChoice
              label="Focus sound during focus blocks"
              hint="Starts with each focus block and fades out as it ends."
              choice={blockSound.choice}
              onChoose={blockSound.choose}
            />
          }
          onStart={() => {
            // A series that is done starts again from its first block.
            if (planDone(plan)) update(restartSeries);
            countdown.start();
          }}
          onPause={countdown.pause}
          onReset={countdown.reset}
        />
      </div>
      <TimesUpDialog
        finished={finished}
        offerBreak={breakReminders}
        returnFocusTo={timerControls}
        series={series && { count: series.count, next: currentStep(plan) }}
        onClose={() => setFinished(null)}
        onStartBreak={() => {
          setFinished(null);
          countdown.startBreak(BREAK_MINUTES * 60_000);
        }}
        onStartNext={() => {
          setFinished(null);
          countdown.start();
        }}
      />
    </>
  );
}
