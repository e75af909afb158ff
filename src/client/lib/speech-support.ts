/** True where the browser can speak (Web Speech synthesis). Kept apart so a stand-in can ask without the reader. */
export const speechSupported = () =>
  typeof window !== 'undefined' &&
  'speechSynthesis' in window &&
  typeof window.SpeechSynthesisUtterance === 'function';
