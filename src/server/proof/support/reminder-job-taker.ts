// A server process that takes one due reminder job and dies before finishing it: started by
// reminder-jobs-killed.test.ts, which kills it with SIGKILL once it says how far it got.
// Arguments: the PostgreSQL URL and how far to go, "take" (take the job, send nothing) or "send" (send what
// is due for the job's person, then stop before telling the queue the job is done). VAPID_PUBLIC_KEY and
// VAPID_PRIVATE_KEY name the keys the pushes are signed with.
import { PgBoss } from 'pg-boss';
import { openDatabase } from '../../db/client';
import { REMINDER_QUEUE } from '../../features/reminders/jobs';
import { reminderRound } from '../../features/reminders/rounds';
import { outboundAllowance } from '../../http/outbound';
import { createLogger } from '../../logger';

const [databaseUrl = '', stage = 'take'] = process.argv.slice(2);
const database = openDatabase({ databaseUrl });
const boss = new PgBoss({ db: database.queue, supervise: false, schedule: false, migrate: false });
await boss.start();
let taken: { id: string; data: { userId: string } } | undefined;
while (!taken) {
  [taken] = await boss.fetch<{ userId: string }>(REMINDER_QUEUE);
}
if (stage === 'send') {
  await reminderRound(
    {
      db: database.db,
      vapid: {
        publicKey: process.env.VAPID_PUBLIC_KEY ?? '',
        privateKey: process.env.VAPID_PRIVATE_KEY ?? '',
        subject: 'mailto:proof@example.com',
      },
      outbound: outboundAllowance('test'),
      logger: createLogger('silent'),
    },
    new Date(),
    [taken.data.userId],
  );
}
process.stdout.write(`${stage} ${taken.data.userId}\n`);
// Held open until killed: the job stays taken and unfinished.
setInterval(() => undefined, 60_000);
