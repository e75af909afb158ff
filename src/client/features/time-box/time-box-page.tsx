import { ToolScreen } from '../../components/tool-screen';
import { lazyPart } from '../../lib/lazy-part';

const TimeBoxControls = lazyPart(
  () => import('./time-box').then((m) => m.TimeBoxControls),
  () => import('../../../shared/time-box/plan'),
);

/** The time box (docs/product.md#time-box); its controls set the tab's title, with the time left while it runs. */
export default function TimeBoxPage() {
  return (
    <ToolScreen
      tool="time-box"
      intro="Say how you feel and how long you have, pick what to work on, then give it one calm, timed block."
      className="max-w-5xl py-10"
      controls={TimeBoxControls}
    />
  );
}
