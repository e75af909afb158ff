import { Wind } from 'lucide-react';
import { AlertDialog } from 'radix-ui';
import type { RefObject } from 'react';
import { Link } from 'react-router';
import type { TimerKind } from '../../../shared/time-box';
import { BREAK_MINUTES } from '../../../shared/time-box';
import { Button, buttonClass } from '../../components/button';

interface Props {
  /** Which timer ended, or null while none has. */
  finished: TimerKind | null;
  onClose: () => void;
  /** Offered after a focus block when break reminders are on. */
  offerBreak: boolean;
  onStartBreak: () => void;
  /** Where focus goes when the dialog closes (the timer's controls), instead of the page top. */
  returnFocusTo?: RefObject<HTMLElement | null>;
}

/** docs/product.md#states: at 0 the timer stops and says 'Time's up!', as an alert dialog that takes focus. */
export function TimesUpDialog({ finished, onClose, offerBreak, onStartBreak, returnFocusTo }: Props) {
  const breakOffered = offerBreak && finished === 'focus';
  return (
    <AlertDialog.Root open={finished !== null} onOpenChange={(open) => !open && onClose()}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
        <AlertDialog.Content
          onCloseAutoFocus={(event) => {
            const target = returnFocusTo?.current;
            if (!target) return;
            event.preventDefault();
            target.focus();
          }}
          className="fixed inset-x-4 top-1/2 z-50 mx-auto max-h-[calc(100vh-2rem)] max-w-md -translate-y-1/2 overflow-y-auto rounded-xl border border-line bg-surface p-6 text-fg shadow-lg"
        >
          <AlertDialog.Title className="text-2xl font-bold">Time&apos;s up!</AlertDialog.Title>
          <AlertDialog.Description className="mt-2">
            {finished === 'break'
              ? 'Your break is over. Start the next block when you feel ready.'
              : breakOffered
                ? `Well done for staying with it. How about a ${BREAK_MINUTES}-minute break before the next thing?`
                : 'Well done for staying with it. Take a breath before the next thing.'}
          </AlertDialog.Description>
          <div className="mt-6 flex flex-wrap gap-3">
            {breakOffered && (
              <>
                <AlertDialog.Action asChild>
                  <Button onClick={onStartBreak}>Start a {BREAK_MINUTES}-minute break</Button>
                </AlertDialog.Action>
                <Link to="/tools/meditation" className={buttonClass('secondary')}>
                  <Wind aria-hidden="true" className="size-5" />
                  Breathing exercise
                </Link>
              </>
            )}
            <AlertDialog.Cancel asChild>
              <Button
                variant={breakOffered ? 'ghost' : 'primary'}
                className={breakOffered ? 'px-4 underline' : ''}
              >
                {breakOffered ? 'No thanks' : 'Close'}
              </Button>
            </AlertDialog.Cancel>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
