/**
 * Each screen's loader by its path (the router registers them as it is made), so the first render can wait
 * for the screen the page opened on, and a form that moves the person on can have the next screen's code
 * ready before it moves: no blank Loading step in between.
 */
const loaders = new Map<string, () => Promise<void>>();

export function registerScreenLoader(path: string, load: () => Promise<void>) {
  loaders.set(path, load);
}

/** Runs the chunk of the screen at `pathname`, if it is one; a failed load is left to the route's own error screen. */
export async function loadScreenAt(pathname: string): Promise<void> {
  await loaders
    .get(pathname)?.()
    .catch(() => undefined);
}
