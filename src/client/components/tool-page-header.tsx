import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { ToolId } from '../lib/tool-registry';
import { toolPageTitle } from '../lib/tool-registry';
import { ReadingText } from './reading-text';

interface ToolPageHeaderProps {
  tool: ToolId;
  /** The heading of a second screen of the tool (My Day of the routine planner); the tool's own otherwise. */
  title?: string;
  /** Shown beside the title, e.g. which map is open and whether it is saved. */
  aside?: ReactNode;
  /** What to do on this screen, in a sentence or two: reading text, so it follows the reading mode. */
  intro?: string;
}

/**
 * The top of every tool's screen: the way back to the catalogue, the tool's name from the registry and its
 * instructions, which follow the person's reading mode (docs/product.md#settings).
 */
export function ToolPageHeader({ tool, title = toolPageTitle(tool), aside, intro }: ToolPageHeaderProps) {
  return (
    <>
      <Link
        to="/tools"
        className="inline-flex min-h-11 items-center gap-2 font-medium text-primary-ink underline underline-offset-4"
      >
        <ArrowLeft aria-hidden="true" className="size-5" />
        Back to Tools
      </Link>
      {aside === undefined ? (
        <h1 className="mt-2 text-3xl font-bold">{title}</h1>
      ) : (
        <div className="mt-2 flex flex-wrap items-baseline justify-between gap-x-6 gap-y-1">
          <h1 className="text-3xl font-bold">{title}</h1>
          {aside}
        </div>
      )}
      {intro && (
        <p className="mt-2 max-w-3xl text-muted">
          <ReadingText text={intro} />
        </p>
      )}
    </>
  );
}
