import type { ReactNode } from 'react';
import { Suspense } from 'react';
import type { ToolId } from '../lib/tool-registry';
import { Loading } from './loading';
import { ToolPageHeader } from './tool-page-header';

interface ToolScreenProps {
  tool: ToolId;
  /** The browser tab's title; left out by a screen whose controls set their own (a running timer's). */
  title?: string;
  /** The heading of a second screen of the tool (My Day of the routine planner); the tool's own otherwise. */
  heading?: string;
  intro: string;
  /** The frame's width and spacing, e.g. `max-w-3xl py-8`. */
  className: string;
  /** The tool's controls: a `lazyPart`, "Loading..." below the header until its script is here. */
  children: ReactNode;
}

/**
 * A tool's screen: its header draws first, with a handful of scripts, and the controls below it once their
 * own scripts have come. Before, every script of the controls (up to fifty files, fetched six at a time) came
 * before the screen's first paint (decision 113).
 */
export function ToolScreen({ tool, title, heading, intro, className, children }: ToolScreenProps) {
  return (
    <div className={`mx-auto px-4 ${className}`}>
      {title && <title>{title}</title>}
      <ToolPageHeader tool={tool} title={heading} intro={intro} />
      <Suspense fallback={<Loading />}>{children}</Suspense>
    </div>
  );
}
