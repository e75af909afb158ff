import { useEffect, useState } from 'react';
import type { RoomEvent, RoomPerson } from '../../../shared/focus-rooms/rooms';

export type StreamStatus = 'connecting' | 'live' | 'lost' | 'refused' | 'closed' | 'removed';

export interface Arrival {
  id: string;
  seat: string;
  name: string;
  reaction: Extract<RoomEvent, { type: 'reaction' }>['reaction'];
  message: string | null;
}

/** How many recent reactions the screen keeps. */
const KEPT = 8;

/**
 * The room's live stream (server-sent events, decision 166): who is there and the reactions that arrive. The
 * browser reconnects a dropped stream by itself; a room that closed, or a person taken out, ends it.
 */
export function useRoomStream(room: string, attempt = 0) {
  const [people, setPeople] = useState<RoomPerson[]>([]);
  const [arrivals, setArrivals] = useState<Arrival[]>([]);
  const [status, setStatus] = useState<StreamStatus>('connecting');
  const [serverOffset, setServerOffset] = useState(0);

  useEffect(() => {
    const source = new EventSource(`/api/focus-rooms/${encodeURIComponent(room)}/events`);
    const read = <T extends RoomEvent['type']>(
      type: T,
      onEvent: (event: Extract<RoomEvent, { type: T }>) => void,
    ) =>
      source.addEventListener(type, (message) => {
        onEvent(JSON.parse((message as MessageEvent<string>).data) as Extract<RoomEvent, { type: T }>);
      });
    source.onopen = () => setStatus('live');
    // The browser tries a dropped stream again by itself; one the server refused (a full room) it gives up.
    source.onerror = () =>
      setStatus((now) =>
        now === 'closed' || now === 'removed'
          ? now
          : source.readyState === EventSource.CLOSED
            ? 'refused'
            : 'lost',
      );
    read('people', (event) => {
      setStatus('live');
      setPeople(event.people);
      setServerOffset(Date.parse(event.now) - Date.now());
    });
    read('reaction', (event) => {
      const { id, seat, name, reaction, message } = event;
      setArrivals((now) => [{ id, seat, name, reaction, message }, ...now].slice(0, KEPT));
    });
    read('closed', () => {
      setStatus('closed');
      source.close();
    });
    read('removed', () => {
      setStatus('removed');
      source.close();
    });
    return () => source.close();
  }, [room, attempt]);

  return { people, arrivals, status, serverOffset };
}
