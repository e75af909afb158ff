import type { ComponentType } from 'react';

/**
 * The screen of each tool that is built, by tool id. A tool without an entry here is shown in the
 * catalogue but not linked, and has no route.
 */
export const toolScreens: Partial<Record<string, () => Promise<{ default: ComponentType }>>> = {};

export const builtToolIds: ReadonlySet<string> = new Set(Object.keys(toolScreens));
