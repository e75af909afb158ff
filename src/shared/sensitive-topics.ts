/** docs/product.md#validation: phrases that stop the assistant. Matched anywhere in the text, in any letter case. */
export const SENSITIVE_PHRASES = [
  'medical advice',
  'health diagnosis',
  'treatment recommendations',
  'political views',
  'religious beliefs',
  'controversial topics',
  'adult content',
  'harmful content',
  'hate speech',
  'discrimination',
] as const;

// Runs of spaces or line breaks between the words still count: "hate\n speech" is the phrase too.
const normalise = (text: string) => text.toLowerCase().replace(/\s+/g, ' ');

export function isSensitive(text: string): boolean {
  const plain = normalise(text);
  return SENSITIVE_PHRASES.some((phrase) => plain.includes(phrase));
}

/** The suggestions that do not touch a sensitive phrase (docs/product.md#validation: matching suggestions are dropped). */
export function withoutSensitive(suggestions: readonly string[]): string[] {
  return suggestions.filter((suggestion) => !isSensitive(suggestion));
}
