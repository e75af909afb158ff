import type { AiSource } from '../../../shared/ai';
import type {
  AsksReading,
  DumpTask,
  Rewrite,
  RewriteStyle,
  Summary,
  ToneReading,
} from '../../../shared/words/words';

/**
 * Help with messages (decision 157), answered by a model or by the built-in rules behind one interface. Each
 * method gives a reading of the person's text, or throws an AssistantError when there is nothing usable.
 */
export interface WordsEngine {
  source: AiSource;
  tone(text: string, signal: AbortSignal): Promise<ToneReading>;
  asks(text: string, signal: AbortSignal): Promise<AsksReading>;
  rewrite(text: string, style: RewriteStyle, signal: AbortSignal): Promise<Rewrite>;
  tasks(text: string, signal: AbortSignal): Promise<DumpTask[]>;
  /** The text in fewer sentences (decision 170): picked from it by the built-in rules, written by a model. */
  summary(text: string, signal: AbortSignal): Promise<Summary>;
}
