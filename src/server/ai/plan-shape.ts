/**
 * What the built-in engine knows: for each kind of task, the words that name it, the verbs whose object its
 * steps can name, and a plan at three sizes. Each step carries its own rough minutes, so a quick phone call never
 * reads "about 45 min" because the dial was set to big steps.
 *
 * A step's text may hold `[ for {thing}]`: the bracketed part appears only when the task's object was found
 * cleanly ("the dentist" in "Ring the dentist"), so no step quotes a broken piece of the title. `{minutes}` is
 * the length of a short timed block.
 */
export interface PlanStep {
  text: string;
  minutes: number;
}

export interface Plan {
  kind: string;
  /** Words that name this kind of task, wherever they stand in the title (nouns in the singular). */
  words: readonly string[];
  /** Phrases of two or more words that settle the kind at once ("tax return", "job interview"). */
  phrases?: readonly string[];
  /** Leading verbs whose object the steps can name ("Call" in "Call the dentist"). */
  verbs: readonly string[];
  /** Verbs that settle the kind whatever the object ("Email the landlord about the boiler" is a message). */
  strongVerbs?: readonly string[];
  /** People the task may be with: they lean towards this kind without deciding it ("visit gran"). */
  who?: readonly string[];
  /** Three big steps (sizes 1 and 2). */
  big: readonly [PlanStep, PlanStep, PlanStep];
  /** A first small step, a timed block and the done check (size 3). */
  medium: readonly [PlanStep, PlanStep, PlanStep];
  /** Tiny first steps (sizes 4 and 5), then the done check. */
  tiny: readonly [PlanStep, PlanStep, PlanStep, PlanStep];
  done: PlanStep;
  /** A board card's description: at most 150 characters once filled in. */
  description: string;
  /**
   * How long a task of this kind takes a person in all, from gathering things to done, in minutes: the short
   * and the long end (decision 149). Absent where the kind says nothing of the size (the general plan).
   */
  minutes?: readonly [low: number, high: number];
  /** Said after the range: "often in two sittings". */
  note?: string;
}

export const step = (text: string, minutes: number): PlanStep => ({ text, minutes });
