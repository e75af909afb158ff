import { Trash2 } from 'lucide-react';
import type { ConversionSummary } from '../../../shared/text-converter/conversion';
import { formatCount } from '../../../shared/count';
import { Button } from '../../components/button';
import { Notice } from '../../components/notice';
import { useRecentConversions } from './use-conversions';

const MODE_LABEL = { adhd: 'For ADHD', opendyslexic: 'OpenDyslexic' } as const;

function when(iso: string) {
  return new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
}

interface Props {
  activeId: string | null;
  onOpen(conversion: ConversionSummary): void;
  onDelete(conversion: ConversionSummary): void;
  opening: string | null;
}

/** 'Recent Conversions': the person's last three, newest first; one press opens a conversion again. */
export function RecentConversions({ activeId, onOpen, onDelete, opening }: Props) {
  const { data, isPending, isError } = useRecentConversions();
  return (
    <section
      aria-labelledby="recent-heading"
      className="rounded-xl border border-line bg-surface p-4 @sm:p-5"
    >
      <h2 id="recent-heading" className="text-lg font-semibold">
        Recent Conversions
      </h2>
      {isPending ? (
        <p className="mt-2 text-muted">Loading...</p>
      ) : isError ? (
        <div className="mt-3">
          <Notice tone="error">Your recent conversions could not be loaded. Please reload the page.</Notice>
        </div>
      ) : data.length === 0 ? (
        <p className="mt-2 text-muted">Your last three conversions will be listed here.</p>
      ) : (
        <ul className="mt-3 space-y-3">
          {data.map((item) => (
            <li key={item.id} className="flex items-start gap-2">
              <Button
                variant="secondary"
                className="min-w-0 flex-1 flex-col !items-start !justify-start px-3 py-2 text-left"
                onClick={() => onOpen(item)}
                busy={opening === item.id}
                aria-current={item.id === activeId || undefined}
              >
                <span className="block w-full font-medium break-words">{item.preview}</span>
                <span className="block text-sm font-normal text-muted">
                  {MODE_LABEL[item.mode]} · {when(item.createdAt)} · {formatCount(item.characters)} characters
                </span>
              </Button>
              <Button
                variant="ghost"
                className="size-11 shrink-0 !px-0"
                aria-label={`Delete the conversion “${item.preview}”`}
                onClick={() => onDelete(item)}
              >
                <Trash2 aria-hidden="true" className="size-5" />
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
