import { useEffect, useRef, useState } from 'react';
import type { RoomDetail } from '../../../shared/focus-rooms/rooms';
import { Button } from '../../components/button';
import { Notice } from '../../components/notice';
import { useRoomActions } from './use-focus-rooms';

export const shareLink = (token: string) => `${window.location.origin}/tools/focus-rooms?join=${token}`;

/** The maker's share link, its renewal, and closing the room; for anyone else, leaving it. */
export function RoomMaker({ room, onGone }: { room: RoomDetail; onGone: () => void }) {
  const { renew, close, leave } = useRoomActions(room.id);
  const [closing, setClosing] = useState(false);
  const [said, setSaid] = useState('');
  const confirm = useRef<HTMLButtonElement>(null);
  const keep = useRef<HTMLButtonElement>(null);
  // The question replaces the button pressed: focus goes to it, and back to Close room when it is put away.
  const wasClosing = useRef(false);
  useEffect(() => {
    if (closing) confirm.current?.focus();
    else if (wasClosing.current) keep.current?.focus();
    wasClosing.current = closing;
  }, [closing]);
  if (room.open) return null;
  if (!room.maker) {
    return (
      <section aria-label="This room" className="space-y-2">
        <Button variant="secondary" onClick={() => leave.mutate(undefined, { onSuccess: onGone })}>
          Leave this room for good
        </Button>
        {leave.error && <Notice tone="error">{leave.error.message}</Notice>}
      </section>
    );
  }
  const link = room.token ? shareLink(room.token) : '';
  const copy = () => {
    void navigator.clipboard
      ?.writeText(link)
      .then(() => setSaid('The link is copied.'))
      .catch(() => setSaid('Please copy the link from the box.'));
  };
  return (
    <section aria-labelledby="room-maker" className="space-y-3 rounded-lg border border-line bg-surface p-4">
      <h3 id="room-maker" className="text-lg font-semibold">
        Your room
      </h3>
      <label htmlFor="room-link" className="block font-medium">
        Share link
      </label>
      <p className="text-sm text-muted" id="room-link-hint">
        Anyone with this link can join. Renew it to stop the old link working; people already in the room
        stay.
      </p>
      <input
        id="room-link"
        readOnly
        value={link}
        aria-describedby="room-link-hint"
        className="block min-h-11 w-full rounded-lg border border-control bg-surface px-3 py-2 break-all"
        onFocus={(event) => event.currentTarget.select()}
      />
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" onClick={copy}>
          Copy link
        </Button>
        <Button
          variant="secondary"
          busy={renew.isPending}
          busyLabel="Renewing..."
          onClick={() =>
            renew.mutate(undefined, {
              onSuccess: () => setSaid('A new link is ready. The old one no longer works.'),
            })
          }
        >
          Renew link
        </Button>
        {!closing ? (
          <Button ref={keep} variant="danger" onClick={() => setClosing(true)}>
            Close room
          </Button>
        ) : (
          <>
            <Button
              ref={confirm}
              variant="danger"
              onClick={() => close.mutate(undefined, { onSuccess: onGone })}
            >
              Yes, close it for everyone
            </Button>
            <Button variant="secondary" onClick={() => setClosing(false)}>
              Keep it open
            </Button>
          </>
        )}
      </div>
      {said && <Notice tone="success">{said}</Notice>}
      {(renew.error ?? close.error) && <Notice tone="error">{(renew.error ?? close.error)!.message}</Notice>}
    </section>
  );
}
