import { EXHALE_SECONDS, INHALE_SECONDS } from '../../../shared/meditation/breathing';
import { ToolScreen } from '../../components/tool-screen';
import { lazyPart } from '../../lib/lazy-part';

const BreathingExercise = lazyPart(() => import('./breathing-exercise').then((m) => m.BreathingExercise));

/** Guided breathing (docs/product.md#breathing): a circle that grows and shrinks, calming thoughts, sound on request. */
export default function MeditationPage() {
  return (
    <ToolScreen
      tool="meditation"
      title="Breathing Exercise · NeuroNest"
      intro={`Breathe in for ${INHALE_SECONDS} seconds as the circle grows, and out for ${EXHALE_SECONDS} seconds as it shrinks. Stop whenever you like.`}
      className="max-w-3xl py-10"
      controls={BreathingExercise}
    />
  );
}
