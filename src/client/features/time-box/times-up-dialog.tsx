import { Wind } from 'lucide-react';
import { AlertDialog } from 'radix-ui';
import type { ReactNode, RefObject } from 'react';
import { Link } from 'react-router';
import type { TimerKind } from '../../../shared/time-box/plan';
import { BREAK_MINUTES } from '../../../shared/time-box/plan';
import type { SeriesStep } from '../../../shared/time-box/series';
import { Button, buttonClass } from '../../components/button';
import { dialogClasses } from '../../components/dialog-classes';

interface Props {
  /** Which timer ended, or null while none has. */
  finished: TimerKind | null;
  onClose: () => void;
  /** Offered after a focus block when break reminders are on. */
  offerBreak: boolean;
  onStartBreak: () => void;
  /** Where focus goes when the dialog closes (the timer's controls), instead of the page top. */
  returnFocusTo?: RefObject<HTMLElement | null>;
  /**
   * In a plan of several blocks: how many, and the step it has moved on to, offered here whatever the break
   * reminders say (its breaks are part of the plan); none once the last block is done.
   */
  series?: { count: number; next: SeriesStep | undefined } | undefined;
  onStartNext?: () => void;
}

/** What a plan of several blocks says at time's up, and the press that goes on. */
function seriesWords(count: number, next: SeriesStep | undefined) {
  if (!next) {
    return {
      text: `That was your last block: all ${count} are done. Well done for staying with it. Take a breath before the next thing.`,
      action: undefined,
    };
  }
  if (next.kind === 'break') {
    return {
      text: `Block ${next.block} of ${count} is done. Well done for staying with it. Next is a break of ${next.minutes} minutes.`,
      action: `Start the break of ${next.minutes} minutes`,
    };
  }
  return {
    text: `Your break is over. Block ${next.block} of ${count}, ${next.minutes} minutes, is next when you feel ready.`,
    action: `Start block ${next.block}`,
  };
}

/** docs/product.md#states: at 0 the timer stops and says 'Time's up!', as an alert dialog that takes focus. */
export function TimesUpDialog(props: Props) {
  const { finished, onClose, offerBreak, onStartBreak, returnFocusTo, series, onStartNext } = props;
  if (series && finished) {
    const words = seriesWords(series.count, series.next);
    return (
      <Frame open onClose={onClose} returnFocusTo={returnFocusTo} description={words.text}>
        {words.action && (
          <AlertDialog.Action asChild>
            <Button onClick={onStartNext}>{words.action}</Button>
          </AlertDialog.Action>
        )}
        {series.next?.kind === 'break' && <BreathingLink />}
        <AlertDialog.Cancel asChild>
          <Button
            variant={words.action ? 'ghost' : 'primary'}
            className={words.action ? 'px-4 underline' : ''}
          >
            {words.action ? 'Not yet' : 'Close'}
          </Button>
        </AlertDialog.Cancel>
      </Frame>
    );
  }
  const breakOffered = offerBreak && finished === 'focus';
  return (
    <Frame
      open={finished !== null}
      onClose={onClose}
      returnFocusTo={returnFocusTo}
      description={
        finished === 'break'
          ? 'Your break is over. Start the next block when you feel ready.'
          : breakOffered
            ? `Well done for staying with it. How about a ${BREAK_MINUTES}-minute break before the next thing?`
            : 'Well done for staying with it. Take a breath before the next thing.'
      }
    >
      {breakOffered && (
        <>
          <AlertDialog.Action asChild>
            <Button onClick={onStartBreak}>Start a {BREAK_MINUTES}-minute break</Button>
          </AlertDialog.Action>
          <BreathingLink />
        </>
      )}
      <AlertDialog.Cancel asChild>
        <Button variant={breakOffered ? 'ghost' : 'primary'} className={breakOffered ? 'px-4 underline' : ''}>
          {breakOffered ? 'No thanks' : 'Close'}
        </Button>
      </AlertDialog.Cancel>
    </Frame>
  );
}

function BreathingLink() {
  return (
    <Link to="/tools/meditation" className={buttonClass('secondary')}>
      <Wind aria-hidden="true" className="size-5" />
      Breathing exercise
    </Link>
  );
}

interface FrameProps {
  open: boolean;
  onClose: () => void;
  returnFocusTo: RefObject<HTMLElement | null> | undefined;
  description: string;
  children: ReactNode;
}

/** The alert dialog itself: "Time's up!", a sentence, and the presses it offers. */
function Frame({ open, onClose, returnFocusTo, description, children }: FrameProps) {
  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => !next && onClose()}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={dialogClasses.overlay} />
        <AlertDialog.Content
          onCloseAutoFocus={(event) => {
            const target = returnFocusTo?.current;
            if (!target) return;
            event.preventDefault();
            target.focus();
          }}
          className={dialogClasses.content('narrow')}
        >
          <AlertDialog.Title className="text-2xl font-bold">Time&apos;s up!</AlertDialog.Title>
          <AlertDialog.Description className="mt-2">{description}</AlertDialog.Description>
          <div className="mt-6 flex flex-wrap gap-3">{children}</div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
