import { useRef } from 'react';
import { Link } from 'react-router';
import type { DailyTip } from '../../../shared/dashboard';
import { LazyReadAloud } from '../../components/lazy-read-aloud';
import { findTool } from '../../lib/tool-registry';
import { DashboardText } from './dashboard-text';

interface Props {
  tips: readonly DailyTip[];
}

/** 'Daily Tips & Advice': one tip per condition, each with a link to the tool it mentions. */
export const TIPS_HEADING = 'Daily Tips & Advice';

export function TipsGrid({ tips }: Props) {
  return (
    <section aria-labelledby="tips-heading" className="mt-12">
      <h2 id="tips-heading" className="text-xl font-semibold">
        <DashboardText text={TIPS_HEADING} />
      </h2>
      {tips.length === 0 ? (
        <p className="mt-3 max-w-2xl text-muted">
          Tips appear here for the conditions in your profile. You can add them in{' '}
          <Link to="/settings" className="font-medium text-fg underline underline-offset-4">
            Settings
          </Link>
          .
        </p>
      ) : (
        <ul className="mt-4 grid grid-fill-18 gap-4">
          {tips.map((tip) => (
            <li key={tip.id} className="flex">
              <TipCard tip={tip} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function TipCard({ tip }: { tip: DailyTip }) {
  const tool = findTool(tip.toolId);
  const textRef = useRef<HTMLParagraphElement>(null);
  return (
    <article className="flex w-full flex-col rounded-xl border border-line bg-surface p-5">
      <h3 className="text-lg font-semibold">
        <DashboardText text={tip.title} />
      </h3>
      <p ref={textRef} className="mt-2">
        <DashboardText text={tip.text} />
      </p>
      <div className="mt-3">
        <LazyReadAloud text={tip.text} target={textRef} label={`Read aloud: ${tip.title}`} />
      </div>
      {tool?.status === 'available' && (
        <p className="mt-auto pt-4">
          <Link to={tool.path} className="font-medium underline underline-offset-4 hover:text-primary-ink">
            Open {tool.title}
          </Link>
        </p>
      )}
    </article>
  );
}
