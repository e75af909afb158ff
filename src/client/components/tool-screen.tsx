import type { ComponentType, ReactNode } from 'react';
import { startTransition, Suspense, useEffect, useState } from 'react';
import type { ToolId } from '../lib/tool-registry';
import { afterPaint } from '../lib/after-paint';
import { deviceTimeZone } from '../lib/device-time-zone';
import { Loading } from './loading';
import { ToolPageHeader } from './tool-page-header';

interface ToolScreenProps {
  tool: ToolId;
  /** The browser tab's title; left out by a screen whose controls set their own (a running timer's). */
  title?: string;
  /** The heading of a second screen of the tool (My Day of the routine planner); the tool's own otherwise. */
  heading?: string;
  intro: string;
  /** Shown beside the heading: which map is open and whether it is saved. */
  aside?: ReactNode;
  /** The frame's width and spacing, e.g. `max-w-3xl py-8`. */
  className: string;
  /** The tool's controls: a `lazyPart`, "Loading..." below the header until its script is here. */
  controls: ComponentType & { ready(): boolean };
}

/**
 * A tool's screen: its header draws first, with a handful of scripts, and the controls below it once their
 * own scripts have come. Their scripts are asked for once the header is on screen, so they never hold up its
 * first paint; a visit that already has them draws them at once (decision 113).
 */
export function ToolScreen({
  tool,
  title,
  heading,
  intro,
  aside,
  className,
  controls: Controls,
}: ToolScreenProps) {
  const [headerShown, setHeaderShown] = useState(Controls.ready);
  // Most tools' controls work in days (the breathing exercise, the text converter and the budget do not; for
  // them the call is one formatter, kept). The page's first date formatter makes the browser load its date
  // data, 40 to 80 ms on a desktop and four times that on a phone: done now, before the header's first paint,
  // rather than with the controls, between that paint and the first tap (decision 114).
  deviceTimeZone();
  useEffect(() => {
    if (headerShown) return;
    // Once the header has been painted. As a transition, which React draws in short slices with the page free
    // to answer a tap between them, not in one long task (decision 114).
    return afterPaint(() => startTransition(() => setHeaderShown(true)));
  }, [headerShown]);
  return (
    <div className={`mx-auto px-4 ${className}`}>
      {title && <title>{title}</title>}
      <ToolPageHeader tool={tool} title={heading} intro={intro} aside={aside} />
      <Suspense fallback={<Loading />}>{headerShown ? <Controls /> : <Loading />}</Suspense>
    </div>
  );
}
