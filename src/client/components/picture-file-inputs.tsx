import type { ClipboardEvent, Ref } from 'react';
import { PICTURE_TYPES } from '../../shared/pictures';

/** The picture in what was pasted, if any, with the paste's own handling stopped (decision 168). */
export function pastedPicture(event: ClipboardEvent<HTMLElement>): File | undefined {
  const item = [...event.clipboardData.items].find((each) => each.type.startsWith('image/'));
  if (!item) return undefined;
  event.preventDefault();
  return item.getAsFile() ?? undefined;
}

/**
 * The two hidden file inputs behind "Choose a photo" and "Take a photo": a file of a kind NeuroNest keeps, or the
 * phone's camera. Their buttons open them; each chosen file goes to `onFile`, and the input is emptied so the same
 * file can be chosen again.
 */
export function PictureFileInputs({
  fileInput,
  cameraInput,
  onFile,
}: {
  fileInput: Ref<HTMLInputElement>;
  cameraInput: Ref<HTMLInputElement>;
  onFile: (file: File | undefined) => void;
}) {
  const pick = (input: HTMLInputElement) => {
    const file = input.files?.[0];
    input.value = '';
    onFile(file);
  };
  return (
    <>
      <input
        ref={fileInput}
        type="file"
        accept={PICTURE_TYPES.join(',')}
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
        onChange={(e) => pick(e.currentTarget)}
      />
      <input
        ref={cameraInput}
        type="file"
        accept="image/*"
        capture="environment"
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
        onChange={(e) => pick(e.currentTarget)}
      />
    </>
  );
}
