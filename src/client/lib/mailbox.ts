import { useQuery } from '@tanstack/react-query';

export interface OutboxMessage {
  id: string;
  to: string;
  subject: string;
  text: string;
  link: string | null;
  createdAt: string;
}

/** The local outbox, or null when real e-mail is configured and there is no local mailbox. */
export function useMailbox() {
  return useQuery({
    queryKey: ['mailbox'],
    queryFn: async (): Promise<OutboxMessage[] | null> => {
      const res = await fetch('/api/mailbox');
      if (res.status === 404) return null;
      if (!res.ok) throw new Error('The mailbox could not be loaded.');
      return ((await res.json()) as { messages: OutboxMessage[] }).messages;
    },
    staleTime: 0,
  });
}
