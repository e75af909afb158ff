/** Reads calming quotes aloud with the browser's own speech, when it has some; otherwise stays silent. */

function synthesis(): SpeechSynthesis | null {
  if (typeof speechSynthesis === 'undefined' || typeof SpeechSynthesisUtterance === 'undefined') return null;
  return speechSynthesis;
}

export function speechSupported() {
  return synthesis() !== null;
}

export function speak(text: string) {
  const voice = synthesis();
  if (!voice) return;
  try {
    voice.cancel();
    const utterance = new SpeechSynthesisUtterance(text);
    // A little slower than usual, to match the breathing.
    utterance.rate = 0.85;
    voice.speak(utterance);
  } catch {
    // No voice this time; the quote is on the screen.
  }
}

export function stopSpeaking() {
  try {
    synthesis()?.cancel();
  } catch {
    // Nothing was speaking.
  }
}
