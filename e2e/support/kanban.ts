import type { Page } from 'playwright-core';

/** The board's column by its name ("To Do", "In Progress", "Done"). */
export const column = (page: Page, name: string) =>
  page.getByRole('region', { name: new RegExp(`^${name}\\b`) });
export const cardTitles = (page: Page, name: string) =>
  column(page, name).getByRole('heading', { level: 3 }).allTextContents();

/** Fills the add form and presses Add Task. */
export async function addCard(page: Page, title: string, description = '') {
  await page.getByLabel('Task title').fill(title);
  await page.getByLabel(/^Description/).fill(description);
  await page.getByRole('button', { name: 'Add Task' }).click();
}
