import { useQuery } from '@tanstack/react-query';
import { ApiRequestError, mailboxApi, unwrap } from './api';

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
      try {
        return (await unwrap<{ messages: OutboxMessage[] }>(mailboxApi.index.$get())).messages;
      } catch (error) {
        // 404: real e-mail is configured; 403: this visitor is not on the server's computer.
        if (error instanceof ApiRequestError && (error.status === 404 || error.status === 403)) return null;
        throw error;
      }
    },
    staleTime: 0,
  });
}
