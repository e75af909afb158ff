import { Headphones } from 'lucide-react';
import type { Mix, SoundId } from '../../../shared/focus-sounds/sounds';
import { SOUND_IDS } from '../../../shared/focus-sounds/sounds';
import { SOUND_NAMES } from './sound-names';
import { VolumeSlider } from './volume-slider';

/** Every sound with its own switch and volume; a change is heard at once, gliding, never jumping. */
export function SoundMixer({ mix, onChange }: { mix: Mix; onChange: (mix: Mix) => void }) {
  const setChannel = (id: SoundId, change: Partial<Mix['channels'][SoundId]>) =>
    onChange({ ...mix, channels: { ...mix.channels, [id]: { ...mix.channels[id], ...change } } });
  return (
    <section aria-labelledby="mixer-heading" className="mt-8">
      <h2 id="mixer-heading" className="text-2xl font-semibold">
        Sounds
      </h2>
      <p className="mt-1 text-muted">Turn on the sounds you like and set how loud each one is.</p>
      <ul className="mt-4 grid gap-3 @3xl:grid-cols-2">
        {SOUND_IDS.map((id) => {
          const { name, about } = SOUND_NAMES[id];
          const channel = mix.channels[id];
          return (
            <li key={id} className="rounded-xl border border-line bg-surface p-4">
              <label className="flex cursor-pointer items-center gap-3">
                <input
                  type="checkbox"
                  role="switch"
                  checked={channel.on}
                  onChange={(event) => setChannel(id, { on: event.target.checked })}
                  className="size-6 shrink-0 cursor-pointer accent-primary"
                />
                <span className="text-lg font-semibold">{name}</span>
                {id === 'binaural' && <Headphones aria-hidden="true" className="size-5 text-muted" />}
              </label>
              <p className="mt-1 text-sm text-muted">{about}</p>
              <VolumeSlider
                label={`${name} volume`}
                value={channel.volume}
                onChange={(volume) => setChannel(id, { volume, on: volume > 0 ? true : channel.on })}
              />
            </li>
          );
        })}
      </ul>
    </section>
  );
}
