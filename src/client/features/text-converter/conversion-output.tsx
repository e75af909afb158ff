import type { CSSProperties, KeyboardEvent, RefObject } from 'react';
import { Fragment, memo, Suspense, useEffect, useId, useMemo } from 'react';
import type { BionicSegment } from '../../../shared/bionic';
import type { ReaderSettings, ReaderSpacing } from '../../../shared/text-converter/reader';
import { FONTS } from '../../../shared/settings';
import type { StartPicker } from '../../components/read-aloud';
import { AidedText } from '../../components/reading-text';
import { speechSupported } from '../../lib/speech-support';
import type { ReadingAidChoices } from '../../lib/settings';
import { useReadingAids } from '../../lib/settings';
import { useFocusLines } from './use-focus-lines';
import type { OutputBlock } from './output-pieces';
import { outputBlocks } from './output-pieces';
import { useProgressiveCount } from './use-progressive-count';

const Piece = memo(function Piece({ segments }: { segments: BionicSegment[] }) {
  return (
    <>
      {segments.map((segment, index) => (
        <Fragment key={index}>
          {segment.bold && <b className="font-bold">{segment.bold}</b>}
          {segment.rest}
        </Fragment>
      ))}
    </>
  );
});

/** A piece with the reading aids drawn in it (decision 164), plain until their script is here. */
const AidedPiece = memo(function AidedPiece({
  segments,
  aids,
}: {
  segments: BionicSegment[];
  aids: ReadingAidChoices;
}) {
  return (
    <Suspense fallback={<Piece segments={segments} />}>
      <AidedText segments={segments} aids={aids} />
    </Suspense>
  );
});

/**
 * With the reading aids, a paragraph out of view is not styled, laid out or painted until it comes near the
 * view (`content-visibility: auto`, as `drawn-near-view-N`, decision 122): the syllables' dots and the marks
 * make several elements a word, and styling every new piece of a long text in each frame took tasks of 250 to
 * 360 ms for 100,000 characters (`bench/reading-aids.ts`). Until it is first drawn, a paragraph keeps a box
 * of about its height: its lines of about 40 characters, each about twice the text's size.
 */
function blockOutOfView(block: OutputBlock, reader: ReaderSettings): CSSProperties {
  const characters = block.chunks.reduce(
    (sum, chunk) => sum + chunk.reduce((n, segment) => n + segment.bold.length + segment.rest.length, 0),
    0,
  );
  const lines = Math.max(1, Math.ceil(characters / 40));
  return {
    contentVisibility: 'auto',
    containIntrinsicSize: `auto ${(lines * 2 * reader.textSize).toFixed(1)}rem`,
  };
}

const LETTER_SPACING: Record<ReaderSpacing, string> = { normal: 'normal', wide: '0.05em', wider: '0.12em' };
const WORD_SPACING: Record<ReaderSpacing, string> = { normal: 'normal', wide: '0.16em', wider: '0.32em' };
const LINE_LENGTH = { full: 'none', medium: '70ch', narrow: '48ch' } as const;

interface Props {
  segments: readonly BionicSegment[];
  /** The plain text: read by screen readers whole, and equal to what is drawn. */
  text: string;
  bold: boolean;
  reader: ReaderSettings;
  surfaceRef: RefObject<HTMLDivElement | null>;
  /** Filled with a function that keeps a spoken word in view: inside the focus band, or scrolled to. */
  followRef: RefObject<((range: Range) => void) | null>;
  /** Read aloud's "Read from here": a click on a word, or the arrow keys on the text, choose where it starts. */
  startPickerRef?: RefObject<StartPicker | null>;
}

/** Left and Right choose the word to read from, with Control (Option on a Mac) a sentence; Enter reads. */
function pickStart(picker: StartPicker | null | undefined, event: KeyboardEvent<HTMLElement>) {
  if (!picker || event.defaultPrevented) return;
  if (event.key === 'ArrowRight' || event.key === 'ArrowLeft') {
    event.preventDefault();
    const bySentence = event.ctrlKey || event.altKey || event.metaKey;
    picker.move(event.key === 'ArrowRight' ? 1 : -1, bySentence ? 'sentence' : 'word');
  } else if (event.key === 'Enter' && picker.read()) {
    event.preventDefault();
  } else if (event.key === 'Escape') {
    picker.clear();
  }
}

/** A click on a word (the caret it leaves), or a selection's start, chooses the word to read from. */
function pickAtSelection(picker: StartPicker | null | undefined) {
  const selection = window.getSelection();
  if (!picker || !selection || selection.rangeCount === 0) return;
  const range = selection.getRangeAt(0);
  picker.chooseAt(range.startContainer, range.startOffset);
}

/**
 * The converted text in OpenDyslexic, built from React elements only (pasted markup stays text), drawn in
 * pieces so a long text never freezes the page, in the reader's chosen size, spacing, tint and line length.
 */
export function ConversionOutput({
  segments,
  text,
  bold,
  reader,
  surfaceRef,
  followRef,
  startPickerRef,
}: Props) {
  const hintId = useId();
  const picking = startPickerRef !== undefined && speechSupported();
  const aids = useReadingAids();
  // Bold halves, syllable dots and marks are drawn for the eyes; screen readers read the words whole.
  const drawn = bold || aids !== null;
  const layout = useMemo(() => outputBlocks(segments), [segments]);
  const shown = useProgressiveCount(layout.ends);
  const complete = shown >= layout.chunkCount;
  const focus = useFocusLines(surfaceRef, reader.focusLines, complete ? layout : null);
  useEffect(() => {
    followRef.current = (range) => {
      if (focus.follow(range)) return;
      const box = range.getBoundingClientRect();
      if (box.top < 80 || box.bottom > window.innerHeight - 40) {
        window.scrollBy({ top: box.top - window.innerHeight / 3, behavior: 'auto' });
      }
    };
  });

  const style: CSSProperties = {
    fontFamily: FONTS.opendyslexic.stack,
    fontSize: `${reader.textSize}rem`,
    letterSpacing: LETTER_SPACING[reader.letterSpacing],
    wordSpacing: WORD_SPACING[reader.wordSpacing],
    maxWidth: LINE_LENGTH[reader.lineLength],
  };

  const focusing = reader.focusLines > 0;
  return (
    // Line focus and the word to read aloud from are moved from the keyboard on the text's own region, as a
    // scrollable region would be; a click on a word chooses it too.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <div
      role="region"
      aria-label="Converted text"
      aria-describedby={focusing || picking ? hintId : undefined}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={focusing || picking ? 0 : undefined}
      onKeyDown={(event) => {
        focus.onKeyDown(event);
        pickStart(startPickerRef?.current, event);
      }}
      onPointerDown={focus.onPointerDown}
      onClick={() => pickAtSelection(startPickerRef?.current)}
      className="reader-tint relative rounded-xl border border-line p-4 @sm:p-6"
      data-tint={reader.tint}
    >
      {/* Bold halves of words are drawn for the eyes; screen readers get the words whole from the copy. */}
      {drawn && (
        <p className="sr-only" data-speech-skip="">
          {text}
        </p>
      )}
      <div
        ref={surfaceRef}
        data-reading-surface=""
        data-testid="conversion-output"
        aria-hidden={drawn || undefined}
        aria-busy={!complete || undefined}
        className="whitespace-pre-wrap break-words"
        style={style}
      >
        {layout.blocks
          .filter((block) => block.firstChunk < shown)
          .map((block) => (
            <div key={block.firstChunk} style={aids ? blockOutOfView(block, reader) : undefined}>
              {block.chunks
                .slice(0, shown - block.firstChunk)
                .map((chunk, index) =>
                  aids ? (
                    <AidedPiece key={index} segments={chunk} aids={aids} />
                  ) : (
                    <Piece key={index} segments={chunk} />
                  ),
                )}
            </div>
          ))}
      </div>
      {(focusing || picking) && (
        <p id={hintId} className="sr-only">
          {focusing &&
            'Line focus: the Up and Down arrow keys move the clear lines, Page Up and Page Down a band at a time. '}
          {picking &&
            'Read from here: the Left and Right arrow keys choose the word to read aloud from, with Control a sentence at a time, and Enter reads from it.'}
        </p>
      )}
      {focus.band && <FocusShade band={focus.band} />}
    </div>
  );
}

function FocusShade({ band }: { band: { top: number; height: number; total: number } }) {
  const shade = 'reader-shade pointer-events-none absolute inset-x-0';
  return (
    <div
      aria-hidden="true"
      data-testid="focus-shade"
      className="pointer-events-none absolute inset-4 @sm:inset-6"
    >
      <div className={`${shade} top-0`} style={{ height: band.top }} />
      <div
        className="pointer-events-none absolute inset-x-0 border-y-2 border-primary"
        style={{ top: band.top, height: band.height }}
      />
      <div className={`${shade} bottom-0`} style={{ top: band.top + band.height }} />
    </div>
  );
}
