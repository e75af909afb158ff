import { Play } from 'lucide-react';
import type { ComponentProps, RefObject } from 'react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { speechSupported } from '../lib/speech-support';
import { Button } from './button';

// The reader (speech, voices, word highlighting) loads with the first press, not with the screen: a screen of
// small cards, such as the dashboard's tips, shows only this button until then.
const ReadAloud = lazy(() => import('./read-aloud').then((module) => ({ default: module.ReadAloud })));

type Props = Omit<ComponentProps<typeof ReadAloud>, 'compact' | 'autoPlayKey'>;

/** The compact read-aloud control, drawn at once; the reader arrives on the first press and starts reading. */
export function LazyReadAloud(props: Props) {
  const [pressed, setPressed] = useState(false);
  const wrapper = useRef<HTMLDivElement>(null);
  // Where the browser cannot speak, the compact control is left out (as the reader itself does).
  if (!speechSupported()) return null;
  const standIn = (
    <div role="group" aria-label={props.label ?? 'Read aloud'} className="flex flex-wrap items-center gap-3">
      <Button variant="secondary" onClick={() => setPressed(true)}>
        <Play aria-hidden="true" className="size-5" />
        Read aloud
      </Button>
    </div>
  );
  if (!pressed) return standIn;
  return (
    <div ref={wrapper}>
      <Suspense fallback={standIn}>
        <ReadAloud {...props} compact autoPlayKey="first press" />
        <KeepFocus wrapper={wrapper} />
      </Suspense>
    </div>
  );
}

/** The pressed stand-in held focus as it left the page: the reader's own button takes it over. */
function KeepFocus({ wrapper }: { wrapper: RefObject<HTMLDivElement | null> }) {
  useEffect(() => {
    const focusLost = !document.activeElement || document.activeElement === document.body;
    if (focusLost) wrapper.current?.querySelector('button')?.focus();
  }, [wrapper]);
  return null;
}
