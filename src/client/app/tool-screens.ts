import type { ComponentType } from 'react';

/** The screen of each built tool, by tool id. Its registry entry turns 'available' when it lands here. */
export const toolScreens: Partial<Record<string, () => Promise<{ default: ComponentType }>>> = {
  'text-converter': () => import('../features/text-converter/text-converter-page'),
};
