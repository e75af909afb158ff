import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../lib/api';

export interface Account {
  email: string;
  /** ISO time. */
  createdAt: string;
  /** Accounts made with a sign-in link alone have none; a fresh sign-in then stands in for it. */
  hasPassword: boolean;
}

/** The signed-in account's e-mail and creation time. */
export function useAccount() {
  return useQuery({
    queryKey: ['account'],
    queryFn: () => unwrap<Account>(api.account.$get()),
    staleTime: 5 * 60_000,
  });
}
