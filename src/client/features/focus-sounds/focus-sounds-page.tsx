import { ToolScreen } from '../../components/tool-screen';
import { lazyPart } from '../../lib/lazy-part';

const FocusSoundsControls = lazyPart(
  () => import('./focus-sounds').then((m) => m.FocusSoundsControls),
  () => import('../../../shared/focus-sounds/sounds'),
);

/**
 * Focus Sounds (docs/product.md#focus-sounds): a mixer of sounds made in the browser, ready and saved mixes and a
 * timer. Nothing sounds until Play; the sound carries on across the app, with a control in the navigation bar.
 */
export default function FocusSoundsPage() {
  return (
    <ToolScreen
      tool="focus-sounds"
      intro="Choose a ready mix or turn on the sounds you like, then press Play. The sound keeps playing while you use other tools."
      className="max-w-5xl py-8"
      controls={FocusSoundsControls}
    />
  );
}
