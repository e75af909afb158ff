/**
 * A screen, or the part of one, still loading. It holds a screen's height, so the footer first shows below
 * the fold and nothing on screen moves when the content arrives.
 */
export function Loading() {
  return (
    <p role="status" className="mx-auto min-h-screen max-w-5xl px-4 py-16 text-muted">
      Loading...
    </p>
  );
}
