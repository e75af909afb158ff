import { useReactFlow } from '@xyflow/react';
import type { RefObject } from 'react';
import { useEffect } from 'react';
import type { MindMapNode } from '../../../shared/mind-map/map';
import { findNode } from '../../../shared/mind-map/map';

/**
 * Focus for a topic asked for before it is on screen: the topic named in `pendingFocus` takes focus once React
 * Flow has drawn it (a new topic is hidden until it has been measured), and is brought into view with its parent
 * and the topics named in `pendingReveal` (suggestions just added to it).
 */
export function useFocusWhenDrawn({
  pendingFocus,
  pendingReveal,
  canvasRef,
  read,
}: {
  pendingFocus: RefObject<string | null>;
  pendingReveal: RefObject<string[]>;
  canvasRef: RefObject<HTMLElement | null>;
  read: () => { nodes: readonly MindMapNode[] };
}) {
  const flow = useReactFlow();

  useEffect(() => {
    const id = pendingFocus.current;
    if (!id) return;
    let frames = 0;
    let handle = 0;
    const attempt = () => {
      const element = canvasRef.current?.querySelector<HTMLElement>(`[data-topic-id="${CSS.escape(id)}"]`);
      element?.focus({ preventScroll: true });
      if (element && document.activeElement === element) {
        pendingFocus.current = null;
        const reveal = pendingReveal.current;
        pendingReveal.current = [];
        const canvas = canvasRef.current!.getBoundingClientRect();
        // Bring it into view with its parent, so a new subtopic is seen where it joins the map, and with
        // the subtopics just suggested for it.
        const entry = findNode(read().nodes, id);
        const ids = [id, ...(entry?.parentId ? [entry.parentId] : []), ...reveal];
        const outside = ids.some((shown) => {
          const box = canvasRef.current
            ?.querySelector(`[data-topic-id="${CSS.escape(shown)}"]`)
            ?.getBoundingClientRect();
          return (
            !box ||
            box.left < canvas.left ||
            box.right > canvas.right ||
            box.top < canvas.top ||
            box.bottom > canvas.bottom
          );
        });
        if (outside && entry) {
          void flow.fitView({ nodes: ids.map((n) => ({ id: n })), maxZoom: flow.getZoom(), padding: 0.25 });
        }
        return;
      }
      frames += 1;
      if (frames < 30) handle = requestAnimationFrame(attempt);
    };
    handle = requestAnimationFrame(attempt);
    return () => cancelAnimationFrame(handle);
  });
}
