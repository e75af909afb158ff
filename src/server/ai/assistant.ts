import type { AiSource } from '../../shared/ai';
import type { Breakdown } from '../../shared/ai-parse';
import type { TaskEstimate } from '../../shared/estimate';
import type { ProposedCard, StudyCard } from '../../shared/study-buddy/study';
import type { WordsEngine } from './words/engine';

export interface TaskInput {
  title: string;
  description?: string;
}

/** Where a mind-map topic sits: the topics above it, its parent first, and its parent's other subtopics. */
export interface TopicPlace {
  within: readonly string[];
  beside: readonly string[];
}

/**
 * The one interface every suggestion goes through: the OpenAI-compatible model, or the built-in offline engine.
 * Each method gives parsed, unfiltered items, or throws an AssistantError when there is nothing usable.
 */
export interface Assistant {
  source: AiSource;
  /** Steps to start a todo: `stepCount(stepSize)` of them at most. */
  todoSteps(title: string, stepSize: number, signal: AbortSignal): Promise<string[]>;
  /** A title, description and subtasks for a board card. */
  breakdown(task: TaskInput, stepSize: number, signal: AbortSignal): Promise<Breakdown>;
  /** How long the task takes, as a range, or null where there is no basis for a number. */
  estimate(title: string, signal: AbortSignal): Promise<TaskEstimate | null>;
  /** Up to three subtopics of a few words; a subtopic's place on the map, when known, says what it is part of. */
  mindMapTopics(topic: string, signal: AbortSignal, place?: TopicPlace): Promise<string[]>;
  /** The steps of a routine the sentence describes, in order, each with rough minutes (decision 093). */
  routineSteps(sentence: string, signal: AbortSignal): Promise<string[]>;
  /** Study cards from notes; every answer is checked against the notes by the caller. */
  studyCards(notes: string, signal: AbortSignal): Promise<ProposedCard[]>;
  /** A card explained in a few short plain sentences, one per item. */
  explainCard(card: Pick<StudyCard, 'kind' | 'front' | 'back'>, signal: AbortSignal): Promise<string[]>;
  /** Help with messages (decision 157), by the same model or the built-in rules; left out by test doubles. */
  words?: WordsEngine;
}

/** The assistant gave nothing usable: an error status, a timeout, or a reply that could not be read. */
export class AssistantError extends Error {}
