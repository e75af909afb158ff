import { pushTopic } from './push';
import { describe, expect, it } from 'vitest';
import { createLogger } from '../../logger';
import { createTestApp } from '../../test/app';
import { useRemindedPeople } from '../../test/reminded-people';
import { reminderRound } from './rounds';

// Sending what is due may run in several server processes at once (decisions 102 and 163): whatever the number,
// each reminder reaches each device once.

const { t, push, deps, personWithRoutine } = useRemindedPeople();

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
    // Its Topic names the moment (decision 177): pushed again after a crash, it would replace this one.
    const [sent] = push().to(device);
    const { key } = device.read(sent!) as { key: string };
    expect(sent?.headers.topic).toBe(pushTopic(key));
    expect(pushTopic(key)).toMatch(/^[A-Za-z0-9_-]{32}$/);
    // Everyone's reminder of that moment (earlier tests' people too) reached each of their devices once.
    const paths = push()
      .received.slice(before)
      .map((each) => each.path);
    expect(new Set(paths).size).toBe(paths.length);
  });
});
