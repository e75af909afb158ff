import type { ComponentType } from 'react';

/** The screen of each built tool, by tool id. Its registry entry turns 'available' when it lands here. */
export const toolScreens: Partial<Record<string, () => Promise<{ default: ComponentType }>>> = {
  'mind-map': () => import('../features/mind-map/mind-map-page'),
};
