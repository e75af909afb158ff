export function Loading() {
  return (
    <p role="status" className="mx-auto max-w-5xl px-4 py-16 text-muted">
      Loading...
    </p>
  );
}
