/**
 * Runs `work` once the browser has painted what the current task drew: in a task after the next frame, so a
 * screen that answers a key press shows its change first and saves it a moment later (decision 116). A page
 * out of view paints no frames, so a timer runs it in any case within a tenth of a second. Returns a function
 * that cancels it, for an effect's cleanup.
 */
export function afterPaint(work: () => void): () => void {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    clearTimeout(fallback);
    work();
  };
  const fallback = setTimeout(run, 100);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => (timer = setTimeout(run)));
  return () => {
    done = true;
    clearTimeout(fallback);
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}
