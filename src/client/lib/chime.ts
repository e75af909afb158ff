/*
 * A soft two-note chime made by the browser (Web Audio), no sound file. Browsers allow sound only after the
 * person has pressed something, so the sound is prepared on the Start press and played later. Anything the
 * browser lacks or refuses is skipped in silence: a missing sound must never become an error.
 */

type AudioContextClass = typeof AudioContext;

let context: AudioContext | null = null;

function audioContextClass(): AudioContextClass | undefined {
  const scope = globalThis as { AudioContext?: AudioContextClass; webkitAudioContext?: AudioContextClass };
  return scope.AudioContext ?? scope.webkitAudioContext;
}

/** Call from a press: creates or wakes the audio context while the browser allows it. */
export function prepareChime() {
  const Context = audioContextClass();
  if (!Context) return;
  try {
    context ??= new Context();
    void context.resume().catch(() => undefined);
  } catch {
    context = null;
  }
}

export function playChime() {
  if (!context) prepareChime();
  if (!context || context.state !== 'running') return;
  try {
    const start = context.currentTime + 0.05;
    // A major sixth, gently struck and left to fade: noticeable without being alarming.
    [523.25, 880].forEach((frequency, index) => {
      if (!context) return;
      const tone = context.createOscillator();
      const volume = context.createGain();
      const at = start + index * 0.35;
      tone.type = 'sine';
      tone.frequency.value = frequency;
      volume.gain.setValueAtTime(0.0001, at);
      volume.gain.exponentialRampToValueAtTime(0.18, at + 0.04);
      volume.gain.exponentialRampToValueAtTime(0.0001, at + 2.4);
      tone.connect(volume).connect(context.destination);
      tone.start(at);
      tone.stop(at + 2.5);
    });
  } catch {
    // No sound this time; the dialog still says time is up.
  }
}
