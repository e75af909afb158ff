import { Dialog } from 'radix-ui';
import type { ReactNode } from 'react';
import type { PictureRef } from '../../shared/pictures';
import { Button } from './button';
import { PictureView } from './picture-view';

export interface BoardItem {
  title: string;
  note?: string;
  picture?: PictureRef | null | undefined;
}

/** How the Now card stands out from the Next card: a larger picture and larger words. */
const SIZES = {
  now: {
    card: 'border-2 border-primary',
    picture: 'mt-2 max-h-[38vh] w-full max-w-md rounded-lg',
    title: 'mt-3 text-3xl font-bold',
    nothing: 'mt-3 text-xl',
    note: true,
  },
  next: {
    card: 'border border-line',
    picture: 'mt-2 max-h-[18vh] w-full max-w-xs rounded-lg',
    title: 'mt-2 text-xl font-semibold',
    nothing: 'mt-2 text-lg',
    // Next stays short: its name alone.
    note: false,
  },
} as const;

/** One of the board's two cards: its heading, the item's picture first and its words under it. */
function BoardCard({
  id,
  heading,
  item,
  nothing,
  size,
  children,
}: {
  id: string;
  heading: string;
  item: BoardItem | undefined;
  nothing: string;
  size: keyof typeof SIZES;
  children?: ReactNode;
}) {
  const look = SIZES[size];
  return (
    <section
      aria-labelledby={id}
      className={`flex flex-col items-center rounded-xl bg-surface p-4 text-center ${look.card}`}
    >
      <h2 id={id} className="text-sm font-semibold tracking-wide text-muted uppercase">
        {heading}
      </h2>
      {item ? (
        <>
          <PictureView picture={item.picture} fallback={item.title} className={look.picture} />
          <p className={`${look.title} break-words`}>{item.title}</p>
          {look.note && item.note && <p className="mt-1 text-lg text-muted">{item.note}</p>}
        </>
      ) : (
        <p className={look.nothing}>{nothing}</p>
      )}
      {children}
    </section>
  );
}

/**
 * A Now and Next board (docs/product.md#routine-planner, #my-day): the whole screen for what is under way and
 * what comes after it, each picture first and its words under it, the time left as a bar and as text. Its button
 * opens it and takes the keyboard back when it closes (Escape, or "Close the board").
 */
export function NowNextBoard({
  title,
  now,
  nothingNow,
  next,
  nothingNext,
  timeLeft,
  actions,
}: {
  /** The board's name: "Now and Next: Morning". */
  title: string;
  now: BoardItem | undefined;
  /** Said in Now's place when nothing is under way. */
  nothingNow: string;
  next: BoardItem | undefined;
  /** Said in Next's place when nothing follows: "This is the last step." */
  nothingNext: string;
  /** How much of Now's time is left (0 to 1; null draws no bar) and the same in words. */
  timeLeft: { fraction: number | null; words: string } | undefined;
  /** Buttons that act on Now, before "Close the board". */
  actions?: ReactNode;
}) {
  return (
    <Dialog.Root>
      <Dialog.Trigger asChild>
        <Button variant="secondary">Now and Next board</Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed inset-0 z-50 flex flex-col overflow-y-auto bg-app p-4 text-fg sm:p-6"
        >
          <Dialog.Title className="text-lg font-semibold break-words">{title}</Dialog.Title>
          <div className="mt-3 grid flex-1 gap-4 sm:grid-cols-[2fr_1fr]">
            <BoardCard id="board-now" heading="Now" item={now} nothing={nothingNow} size="now">
              {timeLeft && (
                <div className="mt-4 w-full max-w-md">
                  {timeLeft.fraction !== null && (
                    <div aria-hidden="true" className="h-4 w-full overflow-hidden rounded-full bg-line">
                      <div
                        className="h-full rounded-full bg-primary transition-[width] duration-1000 ease-linear"
                        style={{ width: `${Math.max(0, Math.min(1, timeLeft.fraction)) * 100}%` }}
                      />
                    </div>
                  )}
                  <p className="mt-2 text-xl font-semibold tabular-nums">{timeLeft.words}</p>
                </div>
              )}
            </BoardCard>
            <BoardCard id="board-next" heading="Next" item={next} nothing={nothingNext} size="next" />
          </div>
          <div className="mt-4 flex flex-wrap justify-center gap-2">
            {actions}
            <Dialog.Close asChild>
              <Button variant="ghost" className="!px-3">
                Close the board
              </Button>
            </Dialog.Close>
          </div>
          <p role="status" className="sr-only">
            {now ? `Now: ${now.title}.` : nothingNow} {next ? `Next: ${next.title}.` : nothingNext}
          </p>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
