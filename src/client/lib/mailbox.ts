import { useQuery } from '@tanstack/react-query';

export interface OutboxMessage {
  id: string;
  to: string;
  subject: string;
  text: string;
  link: string | null;
  createdAt: string;
}

/** The local outbox, or null when there is none to show (real e-mail, or a visitor on another computer). */
export function useMailbox() {
  return useQuery({
    queryKey: ['mailbox'],
    queryFn: async (): Promise<OutboxMessage[] | null> => {
      const res = await fetch('/api/mailbox');
      // 404: real e-mail is configured; 403: this visitor is not on the server's computer.
      if (res.status === 404 || res.status === 403) return null;
      if (!res.ok) throw new Error('The mailbox could not be loaded.');
      return ((await res.json()) as { messages: OutboxMessage[] }).messages;
    },
    staleTime: 0,
  });
}
