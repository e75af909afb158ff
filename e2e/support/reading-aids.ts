import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * Moves the pointer over `target` until the reading ruler shows. The aids' code loads once a person turns one
 * on, and follows the pointer's next move from then: a single hover may come before it is listening.
 */
export async function pointUntilRuler(page: Page, target: Locator, at = { x: 20, y: 8 }, timeout = 10_000) {
  let nudge = 0;
  await expect
    .poll(
      async () => {
        nudge = (nudge + 1) % 5;
        await target.hover({ position: { x: at.x + nudge, y: at.y } });
        return page.getByTestId('reading-ruler').count();
      },
      { timeout },
    )
    .toBe(1);
}
