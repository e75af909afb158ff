/**
 * Something made at its first use and then kept (a library loaded, a client opened): every call gets the same
 * promise. A failed attempt is not kept, so the next call tries again, rather than failing the same way until
 * the page or the server restarts.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let kept: Promise<T> | undefined;
  return () => {
    kept ??= load().catch((error: unknown) => {
      kept = undefined;
      throw error;
    });
    return kept;
  };
}
