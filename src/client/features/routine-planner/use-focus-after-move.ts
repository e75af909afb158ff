import { useCallback, useEffect, useRef, useState } from 'react';

const OTHER: Record<string, string> = { 'move-up': 'move-down', 'move-down': 'move-up' };

/**
 * Keeps the keyboard on a step after it moves: React moves the step's element, and the browser drops focus from a
 * moved element. After the next render the same control of the same step takes focus again; a move button that
 * became disabled (the step reached an end) hands it to the other one.
 */
export function useFocusAfterMove() {
  const [request, setRequest] = useState<{ stepId: string; control: string; n: number } | null>(null);
  const count = useRef(0);

  useEffect(() => {
    if (!request) return;
    const find = (control: string) =>
      document.querySelector<HTMLElement>(`[data-focus-key="${request.stepId}:${control}"]`);
    const candidates = [request.control, OTHER[request.control], 'title'].flatMap((control) => {
      const element = control ? find(control) : null;
      return element && !(element as HTMLButtonElement).disabled ? [element] : [];
    });
    candidates[0]?.focus();
  }, [request]);

  return useCallback((stepId: string, control: string) => {
    count.current += 1;
    setRequest({ stepId, control, n: count.current });
  }, []);
}
