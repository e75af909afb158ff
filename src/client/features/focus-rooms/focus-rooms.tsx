import { useEffect, useRef, useState } from 'react';
import { Notice } from '../../components/notice';
import { useOnline } from '../../lib/offline/online';
import { RoomScreen } from './room-screen';
import { RoomsList } from './rooms-list';
import { useRoomActions } from './use-focus-rooms';

/** The token of a share link opened in this tab (`?join=`), taken once and removed from the address. */
function takeJoinToken() {
  const params = new URLSearchParams(window.location.search);
  const token = params.get('join');
  if (!token) return null;
  window.history.replaceState(window.history.state, '', window.location.pathname);
  return token;
}

/** The rooms list, or the room the person is in. Rooms need a connection; nothing else in the app does. */
export function FocusRooms() {
  const online = useOnline();
  const [room, setRoom] = useState<string | null>(null);
  const [joinError, setJoinError] = useState('');
  const { join } = useRoomActions();
  const asked = useRef(false);

  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    const token = takeJoinToken();
    if (token) {
      join.mutate(token, {
        onSuccess: ({ id }) => setRoom(id),
        onError: (error) => setJoinError(error.message),
      });
    }
  }, [join]);

  if (!online) {
    return (
      <Notice tone="info">
        Focus rooms need a connection to the internet, to show who is working with you. They open here when
        you are back online. Everything else in NeuroNest keeps working.
      </Notice>
    );
  }
  if (room) return <RoomScreen room={room} onLeave={() => setRoom(null)} />;
  return (
    <div className="space-y-6">
      {joinError && <Notice tone="error">{joinError}</Notice>}
      <RoomsList onOpen={setRoom} />
    </div>
  );
}
