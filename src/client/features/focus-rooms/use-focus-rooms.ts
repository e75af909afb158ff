import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  GoalWrite,
  ReactionSend,
  RoomCreate,
  RoomDetail,
  RoomGoal,
  RoomsOverview,
  RoomState,
} from '../../../shared/focus-rooms/rooms';
import { api, unwrap } from '../../lib/api';

const rooms = api['focus-rooms'];

export const roomsQuery = queryOptions({
  queryKey: ['focus-rooms'],
  queryFn: () => unwrap<RoomsOverview>(rooms.$get()),
});

export const roomQuery = (id: string) =>
  queryOptions({
    queryKey: ['focus-rooms', id],
    queryFn: () => unwrap<RoomDetail & { goals: RoomGoal[] }>(rooms[':id'].$get({ param: { id } })),
  });

export const useRooms = () => useQuery(roomsQuery);
export const useRoom = (id: string) => useQuery(roomQuery(id));

/**
 * Rooms' actions make sense only at once, with a connection (docs/product.md#focus-rooms): none waits on the
 * device, and each refreshes what it changed.
 */
export function useRoomActions(id = '') {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['focus-rooms'] });
  const options = { networkMode: 'always' as const, onSuccess: refresh };
  const param = { id };
  return {
    setName: useMutation({
      ...options,
      mutationFn: (name: string) => unwrap(rooms.name.$put({ json: { name } })),
    }),
    create: useMutation({
      ...options,
      mutationFn: (json: RoomCreate) => unwrap<RoomDetail>(rooms.$post({ json })),
    }),
    join: useMutation({
      ...options,
      mutationFn: (token: string) => unwrap<{ id: string }>(rooms.join.$post({ json: { token } })),
    }),
    state: useMutation({
      networkMode: 'always',
      mutationFn: (state: RoomState) => unwrap(rooms[':id'].state.$post({ param, json: { state } })),
    }),
    react: useMutation({
      networkMode: 'always',
      mutationFn: (json: ReactionSend) => unwrap(rooms[':id'].reactions.$post({ param, json })),
    }),
    block: useMutation({
      networkMode: 'always',
      mutationFn: (seat: string) => unwrap(rooms[':id'].blocks.$post({ param, json: { seat } })),
    }),
    report: useMutation({
      networkMode: 'always',
      mutationFn: (seat: string) =>
        unwrap(rooms[':id'].reports.$post({ param, json: { seat, reason: 'unkind' } })),
    }),
    goal: useMutation({
      ...options,
      mutationFn: (json: GoalWrite) => unwrap<RoomGoal>(rooms[':id'].goals.$put({ param, json })),
    }),
    renew: useMutation({ ...options, mutationFn: () => unwrap(rooms[':id'].link.$post({ param })) }),
    remove: useMutation({
      networkMode: 'always',
      mutationFn: (seat: string) => unwrap(rooms[':id'].remove.$post({ param, json: { seat } })),
    }),
    leave: useMutation({ ...options, mutationFn: () => unwrap(rooms[':id'].membership.$delete({ param })) }),
    close: useMutation({ ...options, mutationFn: () => unwrap(rooms[':id'].$delete({ param })) }),
  };
}
