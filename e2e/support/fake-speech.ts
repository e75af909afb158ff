/**
 * Headless Chromium has no speech voices. This stands in for the browser's speech engine only: it "speaks"
 * one word every 400 ms, reports each word as real engines do (boundary events), and keeps what it was asked
 * to say in window.__spoken for the test to read.
 */
export const fakeSpeechScript = `(() => {
  const voices = [
    { voiceURI: 'test-en', name: 'Test Voice', lang: 'en-GB', default: true, localService: true },
    { voiceURI: 'test-fr', name: 'Voix de test', lang: 'fr-FR', default: false, localService: true },
  ];
  const spoken = [];
  window.__spoken = spoken;
  const queue = [];
  let speaking = null;
  let timer = null;
  const next = () => {
    speaking = queue.shift() || null;
    const u = speaking;
    if (!u) return;
    const words = [...u.text.matchAll(/\\S+/g)];
    let i = 0;
    const tick = () => {
      if (speaking !== u) return;
      const word = words[i++];
      if (word) {
        if (u.onboundary) u.onboundary({ name: 'word', charIndex: word.index, charLength: word[0].length });
        timer = setTimeout(tick, 400);
      } else {
        speaking = null;
        if (u.onend) u.onend({});
        next();
      }
    };
    tick();
  };
  const synth = new EventTarget();
  synth.getVoices = () => voices;
  synth.speak = (u) => {
    spoken.push({ text: u.text, rate: u.rate, voice: u.voice ? u.voice.voiceURI : null });
    queue.push(u);
    if (!speaking) next();
  };
  synth.cancel = () => {
    queue.length = 0;
    clearTimeout(timer);
    const u = speaking;
    speaking = null;
    if (u && u.onerror) u.onerror({ error: 'interrupted' });
  };
  synth.pause = () => {};
  synth.resume = () => {};
  class Utterance {
    constructor(text) { this.text = text; this.rate = 1; this.voice = null; this.lang = ''; }
  }
  Object.defineProperty(window, 'speechSynthesis', { value: synth, configurable: true });
  Object.defineProperty(window, 'SpeechSynthesisUtterance', { value: Utterance, configurable: true });
})();`;

/** A browser without speech synthesis at all. */
export const noSpeechScript = `(() => {
  delete Window.prototype.speechSynthesis;
  delete window.speechSynthesis;
  delete window.SpeechSynthesisUtterance;
})();`;
