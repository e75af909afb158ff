import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { heading } from './accounts';

/** A signed-in person opens Focus Rooms and gives the name others see them by. */
export async function enterRooms(page: Page, name: string) {
  await page.goto('/tools/focus-rooms');
  await expect.poll(() => heading(page)).toBe('Focus Rooms');
  await page.getByLabel('Your name in rooms').fill(name);
  await page.getByLabel('Your name in rooms').press('Enter');
  await expect.poll(() => page.getByText(`Others in a room see you as ${name}.`).count()).toBe(1);
}

/** The people the room's "Here now" list shows. */
export const hereNow = (page: Page) => page.getByRole('region', { name: /Here now/ }).getByRole('listitem');
