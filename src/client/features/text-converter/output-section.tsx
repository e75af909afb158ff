import { useMemo, useRef } from 'react';
import type { BionicSegment } from '../../../shared/bionic';
import { readingLevel } from '../../../shared/reading-level';
import { PartsOfSpeechLegend } from '../../components/parts-of-speech-legend';
import type { StartPicker } from '../../components/read-aloud';
import { ReadAloud } from '../../components/read-aloud';
import { useReadingAids, useSettings } from '../../lib/settings';
import { ConversionOutput } from './conversion-output';
import { OutputActions } from './output-actions';
import { ReaderControls } from './reader-controls';
import { ShorterSimpler } from './shorter-simpler';
import { WordMeanings } from './word-meanings';
import { useReaderSettings, useSaveReaderSettings } from './use-reader-settings';

interface Props {
  segments: readonly BionicSegment[];
  text: string;
  bold: boolean;
  /** Set when this result should start reading by itself (automatic text-to-speech). */
  autoPlayKey: string | null;
  onMessage(message: { tone: 'success' | 'error'; text: string }): void;
}

/** The result: read aloud, copy or download it, and read it in the way that suits you. */
export function OutputSection({ segments, text, bold, autoPlayKey, onMessage }: Props) {
  const surfaceRef = useRef<HTMLDivElement>(null);
  const followRef = useRef<((range: Range) => void) | null>(null);
  const startPickerRef = useRef<StartPicker | null>(null);
  const reader = useReaderSettings();
  const aids = useReadingAids();
  const settings = useSettings().data;
  const showLevel = settings?.readingLevel === true;
  const level = useMemo(() => (showLevel ? readingLevel(text) : null), [showLevel, text]);
  const save = useSaveReaderSettings(() =>
    onMessage({ tone: 'error', text: 'That reading choice could not be saved. Please try again.' }),
  );
  return (
    <section aria-labelledby="output-heading" className="mt-8">
      <h2 id="output-heading" className="text-2xl font-semibold">
        Output
      </h2>
      {level && (
        <p className="mt-2" data-testid="reading-level">
          Reading level: <strong className="font-semibold">{level}</strong>
        </p>
      )}
      <div className="mt-4 space-y-4">
        {settings?.offerSummary && <ShorterSimpler text={text} />}
        {settings?.wordMeanings && <WordMeanings text={text} />}
        <ReadAloud
          text={text}
          target={surfaceRef}
          autoPlayKey={autoPlayKey}
          onWord={(range) => followRef.current?.(range)}
          label="Read the output aloud"
          startPickerRef={startPickerRef}
        />
        <OutputActions segments={segments} text={text} onMessage={onMessage} />
        <PartsOfSpeechLegend aids={aids} />
      </div>
      <div className="mt-6 grid grid-cols-1 items-start gap-6 @5xl:grid-cols-[minmax(0,1fr)_18rem]">
        <ConversionOutput
          segments={segments}
          text={text}
          bold={bold}
          reader={reader}
          surfaceRef={surfaceRef}
          followRef={followRef}
          startPickerRef={startPickerRef}
        />
        <ReaderControls settings={reader} onChange={save} />
      </div>
    </section>
  );
}
