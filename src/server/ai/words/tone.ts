import { loadOnce } from '../../../shared/load-once';
import type { Tone, ToneReading, ToneSignal } from '../../../shared/words/words';
import { wordsOf } from './sentences';

/*
 * How a message might sound, built in (decision 157): phrase rules written here say which words carry a tone
 * and what they may mean; the VADER sentiment lexicon (vader-sentiment) adds how warm or cold the words are
 * overall. It speaks of the message, never of the person who wrote it.
 */

const loadVader = loadOnce(async () => (await import('vader-sentiment')).default.SentimentIntensityAnalyzer);

interface Rule {
  tone: Tone;
  pattern: RegExp;
  means: string;
  weight: number;
}

const rule = (tone: Tone, pattern: RegExp, means: string, weight = 2): Rule => ({
  tone,
  pattern,
  means,
  weight,
});

const RULES: readonly Rule[] = [
  // friendly
  rule('friendly', /\b(?:thank you|thanks|thank u|cheers|many thanks|ta)\b/i, 'They are thanking you.'),
  rule('friendly', /\b(?:appreciate(?:d)?|grateful)\b/i, 'They value what you did.'),
  rule(
    'friendly',
    /\bhope (?:you(?:'re| are)|all is|everything is|you had|you have)\b[^.!?\n]*/i,
    'A kind opening: they are thinking of you.',
  ),
  rule(
    'friendly',
    /(?:^|\s)(?::\)|:-\)|:D|;\)|xx?)(?=\s|$)|\p{Extended_Pictographic}/u,
    'A smile or kiss: meant warmly.',
  ),
  rule(
    'friendly',
    /\b(?:lovely|great to|good to (?:see|hear)|see you soon|take care|have a (?:great|nice|good|lovely)\b[^.!?\n]*|well done|congratulations|congrats)\b/i,
    'Warm words.',
  ),
  rule(
    'friendly',
    /\bno (?:rush|worries|problem|pressure)\b|\bwhenever (?:suits|works|you can)\b/i,
    'They are giving you time: nothing to hurry.',
  ),
  // urgent
  rule(
    'urgent',
    /\b(?:asap|as soon as possible|urgent(?:ly)?|immediately|right away|straight away|at once)\b/i,
    'They want it soon.',
    3,
  ),
  rule(
    'urgent',
    /\b(?:(?:by |before )?(?:the )?(?:end of (?:the )?day|eod|close of business|cob)|(?:by|before) (?:today|tonight)|(?:them|it|this|these|that) (?:today|tonight))\b/i,
    'A time that is close.',
  ),
  rule(
    'urgent',
    /\b(?:final (?:notice|reminder|warning)|deadline|overdue|time[- ]sensitive|last chance)\b/i,
    'A deadline matters here.',
    3,
  ),
  // upset
  rule(
    'upset',
    /\b(?:per|as per|further to) my (?:last|previous|earlier) (?:e-?mail|message|note)\b/i,
    'Often means "I have said this before": they may be frustrated. It can also just be a habit at work.',
    3,
  ),
  rule(
    'upset',
    /\b(?:as i (?:said|mentioned|explained)|as (?:previously|already) (?:stated|mentioned|said)|i(?:'ve| have) already (?:told|asked|said|explained))\b/i,
    'They feel they are repeating themselves.',
    3,
  ),
  rule(
    'upset',
    /\b(?:still (?:not|hasn't|haven't|isn't|waiting)|yet again|once again|for the (?:second|third|last) time)\b/i,
    'Something they expected has not happened.',
    3,
  ),
  rule(
    'upset',
    /\b(?:unacceptable|disappointed|disappointing|frustrated|frustrating|fed up|ridiculous|annoyed|angry|furious|not happy|not ok(?:ay)?|sick of|had enough)\b/i,
    'They say how they feel: unhappy about something.',
    3,
  ),
  rule('upset', /[!?]{2,}/, 'Several marks in a row can show strong feeling.'),
  rule(
    'upset',
    /\byou (?:forgot|didn'?t|never|always|failed to)\b|\bagain\b/i,
    'Something was missed, maybe more than once: they may be hurt or cross.',
  ),
  // worried
  rule(
    'worried',
    /\b(?:worried|worrying|anxious|nervous|scared|afraid|concerned|panicking|panicked|stressed|upset about)\b/i,
    'They are worried about something.',
    3,
  ),
  rule(
    'worried',
    /\b(?:is everything (?:ok|okay|alright|all right)|are you (?:ok|okay|alright|all right)|hope (?:it'?s|that'?s|this is) (?:ok|okay|alright|fine))\b/i,
    'They are checking that things are all right.',
  ),
  rule(
    'worried',
    /\b(?:sorry to (?:bother|trouble|ask)|i(?:'m| am) not sure (?:if|whether|what)|i don'?t know what to do)\b/i,
    'They sound unsure or apologetic.',
  ),
  // unclear
  rule(
    'unclear',
    /\b(?:we need to talk|can we (?:talk|have a (?:quick )?(?:chat|word))|have you got a (?:minute|moment|sec)|call me when you can|can you (?:give me a )?call)\b/i,
    'It does not say what it is about, so it is hard to know. It is often something ordinary.',
    3,
  ),
  rule(
    'unclear',
    /^(?:hmm+|ok(?:ay)?|k|fine|sure|right|noted|interesting|whatever|if you say so|got it)[.!]*$/i,
    'A very short answer can mean "yes" or "I am not pleased". Only the writer knows.',
    3,
  ),
  rule('unclear', /\.{3,}|…/, 'Trailing dots can mean they are unsure, or have more to say.'),
];

const GREETING =
  /^\s*(?:hi|hello|hey|hiya|dear|good (?:morning|afternoon|evening)|morning|afternoon|evening)\b/i;

/** Words in capitals that are not short names for things (ASAP, GP, PE): shouting, in writing. */
function capitalsIn(text: string): string | null {
  const runs = text.match(/\b[A-Z][A-Z']{2,}(?:\s+[A-Z][A-Z']+)+\b/g);
  return runs?.find((run) => run.split(/\s+/).length >= 2) ?? null;
}

const clean = (phrase: string) => phrase.replace(/\s+/g, ' ').trim();

/** The phrases that carry a tone, in the order they are written. */
function signalsIn(text: string): ToneSignal[] {
  const signals: ToneSignal[] = [];
  const trimmed = text.trim();
  for (const { tone, pattern, means } of RULES) {
    const found = pattern.exec(trimmed);
    if (found && clean(found[0]) !== '') signals.push({ phrase: clean(found[0]), tone, means });
  }
  const shouted = capitalsIn(text);
  if (shouted)
    signals.push({
      phrase: shouted,
      tone: 'upset',
      means: 'Capitals can read as raised voice, though some people use them only for weight.',
    });
  return signals.sort((a, b) => trimmed.indexOf(a.phrase) - trimmed.indexOf(b.phrase));
}

const weightOf = (signal: ToneSignal) =>
  RULES.find((each) => each.tone === signal.tone && each.means === signal.means)?.weight ?? 2;

/** How the message might sound: the tones heard, the strongest first, and the phrases that carry them. */
export async function readTone(text: string): Promise<ToneReading> {
  const analyzer = await loadVader();
  const words = wordsOf(text);
  const signals = signalsIn(text);
  const scores = new Map<Tone, number>();
  const add = (tone: Tone, points: number) => scores.set(tone, (scores.get(tone) ?? 0) + points);
  for (const signal of signals) add(signal.tone, weightOf(signal));

  const { compound } = analyzer.polarity_scores(text);
  const greeted = GREETING.test(text);
  // Marks in a row in a warm message are excitement, not anger.
  if (compound >= 0.3 && scores.has('friendly')) {
    const marks = signals.findIndex((signal) => /^[!?]+$/.test(signal.phrase));
    if (marks >= 0) {
      signals.splice(marks, 1);
      add('upset', -2);
      if ((scores.get('upset') ?? 0) <= 0) scores.delete('upset');
    }
  }
  // The lexicon alone is weaker than a phrase: it decides only where no phrase speaks, and otherwise backs up
  // what the phrases already say.
  const phrases = scores.size > 0;
  if (!phrases && compound >= 0.75) add('friendly', 1.5);
  if (phrases && compound >= 0.5 && scores.has('friendly')) add('friendly', 1);
  if (compound <= -0.5 && !scores.has('friendly')) add(scores.has('worried') ? 'worried' : 'upset', 1.5);

  const veryShort = words.length <= 3;
  if (!greeted && words.length >= 4 && words.length <= 12 && !scores.has('friendly')) {
    signals.push({
      phrase: 'No greeting',
      tone: 'brief',
      means: 'A message without a hello is often just quick. Many people write like this when busy.',
    });
    add('brief', 1.5);
  }
  if (!phrases && words.length >= 6 && compound > -0.5 && compound < 0.75) add('neutral', 2);

  const ranked = [...scores.entries()].filter(([, points]) => points >= 1.5 || !veryShort);
  ranked.sort((a, b) => b[1] - a[1]);
  // A word or two with no phrase that carries a tone: the words alone cannot say.
  if (veryShort && signals.length === 0) return { tones: [], signals };
  return { tones: ranked.map(([tone]) => tone), signals };
}
