import type { ComponentType } from 'react';

/** The screen of each built tool, by tool id. Its registry entry turns 'available' when it lands here. */
export const toolScreens: Partial<Record<string, () => Promise<{ default: ComponentType }>>> = {
  'time-box': () => import('../features/time-box/time-box-page'),
  meditation: () => import('../features/meditation/meditation-page'),
};
