import type { KeyboardEvent } from 'react';
import { createContext, useContext } from 'react';

/** What a topic on the canvas can ask the screen to do. One stable object for every topic. */
export interface TopicActions {
  addChild(id: string): void;
  suggest(id: string): void;
  remove(id: string): void;
  rename(id: string): void;
  focus(id: string): void;
  keyDown(id: string, event: KeyboardEvent<HTMLElement>): void;
}

export const TopicActionsContext = createContext<TopicActions | null>(null);

export function useTopicActions(): TopicActions {
  const actions = useContext(TopicActionsContext);
  if (!actions) throw new Error('Topics are drawn inside the mind-map canvas.');
  return actions;
}

/** The id of the text that lists the keys of the map, read out when a topic takes focus. */
export const KEYS_HELP_ID = 'mind-map-keys-help';
