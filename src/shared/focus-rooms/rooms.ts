import { z } from '../zod';

// Focus rooms' rules: docs/product.md#focus-rooms.

/** The open rooms, always there, one per kind of work; their rhythm is fixed at 25/5. */
export const OPEN_ROOMS = [
  { id: 'study', title: 'Study' },
  { id: 'admin', title: 'Admin and e-mails' },
  { id: 'home', title: 'Home tasks' },
  { id: 'creative', title: 'Creative work' },
] as const;
export type OpenRoomId = (typeof OPEN_ROOMS)[number]['id'];

export const isOpenRoom = (id: string): id is OpenRoomId => OPEN_ROOMS.some((room) => room.id === id);

/**
 * Every open room's blocks count from this moment, so every server process and instance, and every person,
 * is in the same block at the same time.
 */
export const OPEN_ROOMS_START = '2026-01-05T00:00:00.000Z';

export const RHYTHMS = ['25/5', '50/10'] as const;
export type Rhythm = (typeof RHYTHMS)[number];
export const RHYTHM_MINUTES: Record<Rhythm, { focus: number; rest: number }> = {
  '25/5': { focus: 25, rest: 5 },
  '50/10': { focus: 50, rest: 10 },
};

export const ROOM_STATES = ['working', 'break', 'done'] as const;
export type RoomState = (typeof ROOM_STATES)[number];
export const ROOM_STATE_LABELS: Record<RoomState, string> = {
  working: 'Working',
  break: 'On a break',
  done: 'Done for today',
};

export const REACTIONS = ['keep-going', 'nice-work', 'break-too'] as const;
export type Reaction = (typeof REACTIONS)[number];
export const REACTION_LABELS: Record<Reaction, string> = {
  'keep-going': 'Keep going',
  'nice-work': 'Nice work',
  'break-too': 'Taking a break too',
};

export const OUTCOMES = ['did-it', 'partly', 'not-this-time'] as const;
export type Outcome = (typeof OUTCOMES)[number];
export const OUTCOME_LABELS: Record<Outcome, string> = {
  'did-it': 'Did it',
  partly: 'Partly',
  'not-this-time': 'Not this time',
};

export const REPORT_REASONS = ['unkind', 'spam', 'other'] as const;

export const ROOM_NAME_MAX = 40;
export const ROOM_TITLE_MAX = 60;
export const GOAL_MAX = 200;
export const MESSAGE_MAX = 140;

/** How many people one room holds at once. */
export const PEOPLE_PER_ROOM = 30;
/** How many private rooms one person may have made and kept open. */
export const ROOMS_MADE_MAX = 10;
/** How many private rooms one person may be in (made or joined by a link). */
export const ROOMS_JOINED_MAX = 30;
/** Reactions and messages one person may send in a minute, across rooms. */
export const REACTIONS_PER_MINUTE = { max: 10, windowSeconds: 60 };
/**
 * A seat not kept fresh for this long has left: its process writes it every 5 seconds and clears stale seats as
 * often, so a killed process's people are gone within 25 seconds (decision 166).
 */
export const PRESENCE_TIMEOUT_SECONDS = 20;
/** How often each server process marks its seats seen and clears stale ones. */
export const HEARTBEAT_SECONDS = 5;

export const ROOM_MESSAGES = {
  full: `This room has ${PEOPLE_PER_ROOM} people in it, the most it holds. Please try another room, or again in a little while.`,
  tooManyMade: `You have ${ROOMS_MADE_MAX} rooms of your own, the most you can keep. Close one you no longer use to make another.`,
  tooManyJoined: `You are in ${ROOMS_JOINED_MAX} private rooms, the most you can be in. Leave one to join another.`,
  noMessages: 'This room has short messages turned off. The reactions still work.',
  removed: 'The person who made this room has taken you out of it, so you cannot join it again.',
  oldLink: 'That link does not open a room any more. Please ask for a new one.',
  notThere: 'Please join the room first.',
  makerOnly: 'Only the person who made this room can do that.',
  personGone: 'That person has left the room.',
  yourself: 'That is you.',
};

export interface RoomPhase {
  phase: 'focus' | 'break';
  /** When the current block (focus and its break) began, as an ISO time: it names the block. */
  blockStart: string;
  secondsLeft: number;
  /** Seconds of the phase gone by. */
  secondsDone: number;
  phaseSeconds: number;
}

/**
 * Where the room is in its rhythm at `now`: its blocks follow one another from `startedAt` without a pause, so
 * anyone who knows the start and the clock finds the same phase and time left.
 */
export function roomPhase(startedAt: string, rhythm: Rhythm, now: number): RoomPhase {
  const { focus, rest } = RHYTHM_MINUTES[rhythm];
  const blockMs = (focus + rest) * 60_000;
  const start = Date.parse(startedAt);
  const since = Math.max(0, now - start);
  const into = since % blockMs;
  const blockStart = new Date(start + since - into).toISOString();
  const inFocus = into < focus * 60_000;
  const phaseMs = (inFocus ? focus : rest) * 60_000;
  const done = inFocus ? into : into - focus * 60_000;
  return {
    phase: inFocus ? 'focus' : 'break',
    blockStart,
    phaseSeconds: phaseMs / 1000,
    secondsDone: Math.floor(done / 1000),
    secondsLeft: Math.ceil((phaseMs - done) / 1000),
  };
}

/** "12:05" for a number of seconds. */
export function clockText(seconds: number) {
  const s = Math.max(0, seconds);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

const roomName = () =>
  z
    .string({ error: 'Please write a name for rooms.' })
    .trim()
    .min(1, 'Please write a name for rooms.')
    .max(ROOM_NAME_MAX, `A name for rooms can be at most ${ROOM_NAME_MAX} characters.`);

export const roomNameSchema = z.lazy(() => z.object({ name: roomName() }));

export const roomCreateSchema = z.lazy(() =>
  z.object({
    title: z
      .string({ error: 'Please give the room a name.' })
      .trim()
      .min(1, 'Please give the room a name.')
      .max(ROOM_TITLE_MAX, `A room's name can be at most ${ROOM_TITLE_MAX} characters.`),
    rhythm: z.enum(RHYTHMS, { error: 'Please choose 25/5 or 50/10.' }),
    messages: z.boolean({ error: 'Please say whether short messages are allowed.' }).default(false),
  }),
);
export type RoomCreate = z.output<typeof roomCreateSchema>;

export const roomJoinSchema = z.lazy(() =>
  z.object({
    token: z
      .string({ error: 'Please paste the room link.' })
      .trim()
      .min(1, 'Please paste the room link.')
      .max(200, ROOM_MESSAGES.oldLink),
  }),
);

export const roomStateSchema = z.lazy(() =>
  z.object({ state: z.enum(ROOM_STATES, { error: 'Please choose working, on a break or done for today.' }) }),
);

export const reactionSchema = z.lazy(() =>
  z.union(
    [
      z.object({ reaction: z.enum(REACTIONS, { error: 'Please choose one of the reactions.' }) }).strict(),
      z
        .object({
          message: z
            .string({ error: 'Please write the message as text.' })
            .trim()
            .min(1, 'Please write a message.')
            .max(MESSAGE_MAX, `A message can be at most ${MESSAGE_MAX} characters.`),
        })
        .strict(),
    ],
    { error: 'Please choose one of the reactions.' },
  ),
);
export type ReactionSend = z.output<typeof reactionSchema>;

const seat = () => z.guid({ error: 'Please choose a person in the room.' });

export const seatSchema = z.lazy(() => z.object({ seat: seat() }));

export const reportSchema = z.lazy(() =>
  z.object({ seat: seat(), reason: z.enum(REPORT_REASONS, { error: 'Please choose a reason.' }) }),
);

export const goalSchema = z.lazy(() =>
  z.object({
    blockStart: z.iso.datetime({ error: 'Please name the block by its start time.' }),
    goal: z
      .string({ error: 'Please write the goal as text.' })
      .trim()
      .max(GOAL_MAX, `A goal can be at most ${GOAL_MAX} characters.`)
      .optional(),
    outcome: z.enum(OUTCOMES, { error: 'Please choose did it, partly or not this time.' }).optional(),
    share: z.boolean({ error: 'Please say whether to share the goal.' }).optional(),
  }),
);
export type GoalWrite = z.output<typeof goalSchema>;

/** One person in a room as everyone there sees them. */
export interface RoomPerson {
  seat: string;
  name: string;
  state: RoomState;
  /** Their goal, when they shared it with a private room. */
  goal: string | null;
  you: boolean;
}

export interface RoomSummary {
  id: string;
  title: string;
  open: boolean;
  rhythm: Rhythm;
  startedAt: string;
  people: number;
}

export interface RoomDetail extends RoomSummary {
  messages: boolean;
  maker: boolean;
  /** The maker only: the secret the share link carries. */
  token: string | null;
  now: string;
}

export interface RoomsOverview {
  name: string | null;
  open: RoomSummary[];
  mine: RoomSummary[];
}

export interface RoomGoal {
  blockStart: string;
  goal: string;
  outcome: Outcome | null;
  shared: boolean;
}

/** What the room's stream sends. */
export type RoomEvent =
  | { type: 'people'; people: RoomPerson[]; now: string }
  | {
      type: 'reaction';
      id: string;
      seat: string;
      name: string;
      reaction: Reaction | null;
      message: string | null;
    }
  | { type: 'closed' }
  | { type: 'removed' };
