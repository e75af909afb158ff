import { ToolPageHeader } from '../../components/tool-page-header';
import { player } from '../../lib/focus-sound/player';
import { usePlayer } from '../../lib/focus-sound/use-player';
import { SavedMixes } from './saved-mixes';
import { SoundMixer } from './sound-mixer';
import { Transport } from './transport';

/**
 * Focus Sounds (docs/product.md#focus-sounds): a mixer of sounds made in the browser, ready and saved mixes and a
 * timer. Nothing sounds until Play; the sound carries on across the app, with a control in the navigation bar.
 */
export default function FocusSoundsPage() {
  const state = usePlayer();
  return (
    <div className="mx-auto max-w-5xl px-4 py-8">
      <title>
        {state.status === 'playing'
          ? `Playing: ${state.name ?? 'your own mix'} · Focus Sounds · NeuroNest`
          : 'Focus Sounds · NeuroNest'}
      </title>
      <ToolPageHeader
        tool="focus-sounds"
        intro="Choose a ready mix or turn on the sounds you like, then press Play. The sound keeps playing while you use other tools."
      />
      <Transport state={state} />
      <SavedMixes current={state.mix} currentName={state.name} />
      <SoundMixer mix={state.mix} onChange={(mix) => player.setMix(mix)} />
    </div>
  );
}
