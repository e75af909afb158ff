import { useRef, useState } from 'react';
import type { PictureInfo } from '../../shared/pictures';
import { pictureAddress, pictureUseWarning } from '../../shared/pictures';
import { api, ApiRequestError, FALLBACK, unwrap } from '../lib/api';
import { Button } from './button';
import { Notice } from './notice';

const listPictures = () => unwrap<PictureInfo[]>(api.pictures.$get());
const deletePicture = (id: string) => unwrap(api.pictures[':id'].$delete({ param: { id } }));

const addedFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });
/** How a picture is named to a screen reader: it has no name of its own. */
const nameOf = (picture: PictureInfo, index: number) =>
  `picture ${index + 1}, added ${addedFormat.format(new Date(picture.createdAt))}`;

/**
 * The person's pictures, asked for when the list is opened: each can be used again, or deleted to make room
 * (the limits' messages send people here). A deleted picture leaves the steps that showed it with their words.
 */
export function YourPictures({ onUse }: { onUse: (picture: PictureInfo) => void }) {
  const [pictures, setPictures] = useState<PictureInfo[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [said, setSaid] = useState('');
  // The picture whose delete waits for a second press, after what it will change was said.
  const [confirming, setConfirming] = useState<string | null>(null);
  const summary = useRef<HTMLElement>(null);

  async function load() {
    try {
      setPictures(await listPictures());
    } catch (failure) {
      setError(failure instanceof ApiRequestError ? failure.message : FALLBACK);
    }
  }

  async function remove(picture: PictureInfo, index: number) {
    const warning = pictureUseWarning(picture.uses);
    if (warning && confirming !== picture.id) {
      setConfirming(picture.id);
      setSaid(`${warning} Press “Delete anyway” to delete it.`);
      return;
    }
    setConfirming(null);
    try {
      await deletePicture(picture.id);
      setPictures((current) => current?.filter((each) => each.id !== picture.id) ?? null);
      setSaid(`Deleted ${nameOf(picture, index)}.`);
      summary.current?.focus();
    } catch (failure) {
      setError(failure instanceof ApiRequestError ? failure.message : FALLBACK);
    }
  }

  return (
    <details
      className="rounded-lg border border-line p-2"
      onToggle={(event) => {
        if (event.currentTarget.open && pictures === null) void load();
      }}
    >
      <summary ref={summary} className="flex min-h-11 cursor-pointer items-center font-medium">
        Your pictures
      </summary>
      {pictures === null && !error && <p className="mt-2 text-muted">Loading...</p>}
      {pictures?.length === 0 && <p className="mt-2 text-muted">No pictures added yet.</p>}
      {pictures && pictures.length > 0 && (
        <ul className="mt-2 space-y-2" aria-label="Your pictures">
          {pictures.map((picture, index) => (
            <li key={picture.id} className="flex flex-wrap items-center gap-2">
              <img src={pictureAddress(picture.id)} alt="" className="size-12 rounded object-contain" />
              <Button
                variant="secondary"
                className="!px-3"
                aria-label={`Use ${nameOf(picture, index)}`}
                onClick={() => onUse(picture)}
              >
                Use
              </Button>
              <Button
                id={`${picture.id}-delete`}
                variant={confirming === picture.id ? 'danger' : 'ghost'}
                className="!px-3"
                aria-label={`${confirming === picture.id ? 'Delete anyway' : 'Delete'} ${nameOf(picture, index)}`}
                aria-describedby={confirming === picture.id ? `${picture.id}-uses` : undefined}
                onClick={() => void remove(picture, index)}
              >
                {confirming === picture.id ? 'Delete anyway' : 'Delete'}
              </Button>
              {confirming === picture.id && (
                <>
                  <Button
                    variant="secondary"
                    className="!px-3"
                    onClick={() => {
                      setConfirming(null);
                      document.getElementById(`${picture.id}-delete`)?.focus();
                    }}
                  >
                    Keep it
                  </Button>
                  <p id={`${picture.id}-uses`} className="basis-full text-sm">
                    {pictureUseWarning(picture.uses)}
                  </p>
                </>
              )}
            </li>
          ))}
        </ul>
      )}
      <p role="status" className="sr-only">
        {said}
      </p>
      {error && (
        <div className="mt-2">
          <Notice tone="error">{error}</Notice>
        </div>
      )}
    </details>
  );
}
