import { Navigate } from 'react-router';
import { buttonClass } from '../../components/button';
import { Loading } from '../../components/loading';
import { Notice } from '../../components/notice';
import { useMailbox } from '../../lib/mailbox';

const timeFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** The local outbox: every e-mail NeuroNest would have sent, when no mail server is configured. */
export default function MailboxPage() {
  const mailbox = useMailbox();
  if (mailbox.isPending) return <Loading />;
  if (mailbox.data === null) return <Navigate to="/" replace />;
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <title>Local mailbox · NeuroNest</title>
      <h1 className="text-3xl font-bold">Local mailbox</h1>
      <p className="mt-2 max-w-2xl text-muted">
        No mail server is set up, so NeuroNest keeps its e-mails here. The newest is first.
      </p>
      <div className="mt-8">
        {mailbox.isError && (
          <Notice tone="error">The mailbox could not be loaded. Please reload the page.</Notice>
        )}
        {mailbox.data?.length === 0 && <p>No e-mails yet.</p>}
        <ul className="flex flex-col gap-4">
          {mailbox.data?.map((message) => (
            <li key={message.id} className="rounded-xl border border-line bg-surface p-5">
              <h2 className="text-lg font-semibold">{message.subject}</h2>
              <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
                <dt className="text-muted">To</dt>
                <dd className="break-all">{message.to}</dd>
                <dt className="text-muted">Sent</dt>
                <dd>
                  <time dateTime={message.createdAt}>{timeFormat.format(new Date(message.createdAt))}</time>
                </dd>
              </dl>
              {message.link && (
                <a href={message.link} className={buttonClass('primary', 'mt-4')}>
                  Open the link in this e-mail
                  <span className="sr-only">: {message.subject}</span>
                </a>
              )}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
