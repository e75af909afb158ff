import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { createContext, use, useMemo } from 'react';
import type { FontStyle } from '../../../shared/settings';
import { api, unwrap } from '../../lib/api';

interface DashboardReading {
  mode: FontStyle;
  /** The reading service's HTML for each text it converted; a text without one keeps the local transform. */
  serviceHtml: ReadonlyMap<string, string>;
}

const ReadingContext = createContext<DashboardReading>({ mode: 'normal', serviceHtml: new Map() });

export const useDashboardReading = () => use(ReadingContext);

/**
 * The dashboard's reading mode for every text on it. In bionic mode all of its texts go to the reading
 * service in one request (docs/product.md#calls: the local transform shows first, then the service's result); a missing
 * or failing service leaves the local transform, silently (docs/product.md#messages).
 */
export function DashboardReadingProvider({
  mode,
  texts,
  children,
}: {
  mode: FontStyle;
  /** Every text the service may convert; personal ones (the greeting with a name) are left out. */
  texts: readonly string[];
  children: ReactNode;
}) {
  const unique = useMemo(() => [...new Set(texts)].filter((text) => text.trim() !== ''), [texts]);
  const { data } = useQuery({
    queryKey: ['bionic', unique],
    queryFn: async () => (await unwrap(api.bionic.$post({ json: { texts: unique } }))).html,
    enabled: mode === 'bionic' && unique.length > 0,
    staleTime: Infinity,
    retry: false,
  });
  const value = useMemo(() => {
    const serviceHtml = new Map<string, string>();
    data?.forEach((html, index) => {
      const text = unique[index];
      if (html && text !== undefined) serviceHtml.set(text, html);
    });
    return { mode, serviceHtml };
  }, [data, mode, unique]);
  return <ReadingContext value={value}>{children}</ReadingContext>;
}
