import { describe, expect, it } from 'vitest';
import type { ReminderPush } from '../../../shared/reminders';
import { createLogger } from '../../logger';
import { createTestApp } from '../../test/app';
import { useRemindedPeople } from '../../test/reminded-people';
import { reminderRound } from './rounds';

// The server's rounds run in every server process (decisions 102 and 133): whatever the number, each
// reminder reaches each device once.

const { t, push, deps, personWithRoutine, messages } = useRemindedPeople();

describe('reminder rounds in several processes', () => {
  it('sends each reminder once when two servers run their rounds on one database at the same moment', async () => {
    const other = await createTestApp({}, t.database);
    const { device } = await personWithRoutine();
    const otherDeps = {
      db: t.database.db,
      vapid: other.app.services.vapid,
      outbound: other.app.services.outbound,
      logger: createLogger('silent'),
    };
    const now = new Date('2026-03-03T12:30:02Z');
    const before = push().received.length;
    await Promise.all([
      reminderRound(deps(), now),
      reminderRound(otherDeps, now),
      reminderRound(deps(), now),
    ]);
    expect(push().to(device)).toHaveLength(1);
    // Everyone's reminder of that moment (earlier tests' people too) reached each of their devices once.
    const paths = push()
      .received.slice(before)
      .map((each) => each.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('shares the people out among processes: each person is reminded by the one process of their share', async () => {
    const people = await Promise.all([1, 2, 3, 4, 5, 6].map(() => personWithRoutine()));
    const shareOf = (index: number) => ({ ...deps(), share: { index, of: 3 } });
    // 07:30 in New York on three February days, each round by a single share.
    await reminderRound(shareOf(0), new Date('2026-02-10T12:30:05Z'));
    await reminderRound(shareOf(1), new Date('2026-02-11T12:30:05Z'));
    await reminderRound(shareOf(2), new Date('2026-02-12T12:30:05Z'));
    // Each person is in exactly one share, so each device heard of exactly one of the three days.
    for (const { device } of people) expect(push().to(device)).toHaveLength(1);
    // The three shares together, at one moment, reach everyone once.
    const now = new Date('2026-02-13T12:30:05Z');
    await Promise.all([0, 1, 2].map((index) => reminderRound(shareOf(index), now)));
    for (const { device } of people) {
      const ats = messages(device).map((each) => (each as ReminderPush).at);
      expect(ats.filter((at) => at === '2026-02-13T12:30:00.000Z')).toHaveLength(1);
    }
  });
});
