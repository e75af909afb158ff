import type { PictureRef } from '../../shared/pictures';
import { pictureSource } from '../../shared/pictures';
import { PicturePicker } from './picture-picker';

/**
 * A picture for a routine or a step, folded away until asked for: its summary shows the picture chosen, so a
 * long list of steps stays short to read and to tab through.
 */
export function PictureChoice({
  value,
  onChange,
  defaultAlt,
  what,
}: {
  value: PictureRef | null;
  onChange: (picture: PictureRef | null) => void;
  defaultAlt: string;
  what: string;
}) {
  return (
    <details className="mt-3 rounded-lg border border-line bg-surface p-3">
      <summary className="flex min-h-11 cursor-pointer items-center gap-2 font-medium">
        {value && (
          <img src={pictureSource(value)} alt="" className="size-8 shrink-0 rounded object-contain" />
        )}
        {value ? 'Picture' : 'Add a picture (optional)'}
        <span className="sr-only">: {what}</span>
      </summary>
      <div className="mt-3">
        <PicturePicker value={value} onChange={onChange} defaultAlt={defaultAlt} what={what} />
      </div>
    </details>
  );
}
