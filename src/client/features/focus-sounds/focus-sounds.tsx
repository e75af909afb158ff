import { player } from '../../lib/focus-sound/player';
import { usePlayer } from '../../lib/focus-sound/use-player';
import { SavedMixes } from './saved-mixes';
import { SoundMixer } from './sound-mixer';
import { Transport } from './transport';

/** The mixer below the Focus Sounds header; the tab's title says what plays. */
export function FocusSoundsControls() {
  const state = usePlayer();
  return (
    <>
      <title>
        {state.status === 'playing'
          ? `Playing: ${state.name ?? 'your own mix'} · Focus Sounds · NeuroNest`
          : 'Focus Sounds · NeuroNest'}
      </title>
      <Transport state={state} />
      <SavedMixes current={state.mix} currentName={state.name} />
      <SoundMixer mix={state.mix} onChange={(mix) => player.setMix(mix)} />
    </>
  );
}
