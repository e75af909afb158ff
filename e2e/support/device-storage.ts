import type { Page } from 'playwright-core';

/** Every localStorage key and IndexedDB database the app wrote (its names start with "neuronest"). */
export const deviceStorage = (page: Page) =>
  page.evaluate(async () => ({
    keys: Object.keys(localStorage).filter((key) => key.startsWith('neuronest')),
    databases: (await indexedDB.databases())
      .map((db) => db.name)
      .filter((name) => name?.startsWith('neuronest')),
  }));
