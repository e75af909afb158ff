import { useReactFlow } from '@xyflow/react';
import { useCallback } from 'react';
import { moveNodes } from '../../../shared/mind-map/map';
import type { LayoutMode } from '../../../shared/mind-map/layout';
import { tidyPositions } from '../../../shared/mind-map/tidy';
import type { useMapHistory } from './use-map-history';

/**
 * Lays the whole map out again, tidy and balanced, as one edit (Undo puts every topic back). Topics move
 * at once, never animated: calm, and the same with reduced motion. Uses the size each topic is drawn at,
 * so long or large text keeps clear of its neighbours too.
 */
export function useTidy(map: ReturnType<typeof useMapHistory>, options: { scale: number; onDone(): void }) {
  const flow = useReactFlow();
  const { read, edit } = map;
  const { scale, onDone } = options;
  return useCallback(
    (mode: LayoutMode) => {
      const nodes = read().nodes;
      if (nodes.length === 0) return false;
      const sizes = new Map(flow.getNodes().map((node) => [node.id, node.measured]));
      const positions = tidyPositions(nodes, {
        mode,
        scale,
        sizeOf: (id) => {
          const size = sizes.get(id);
          return size?.width && size.height ? { width: size.width, height: size.height } : undefined;
        },
      });
      edit((current) => moveNodes(current, positions));
      onDone();
      return true;
    },
    [edit, flow, onDone, read, scale],
  );
}
