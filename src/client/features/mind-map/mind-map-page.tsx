import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { ToolScreen } from '../../components/tool-screen';
import { lazyPart } from '../../lib/lazy-part';
import { createMapStatus, MapStatusContext, MapStatusLine } from './map-status';

const MindMapEditor = lazyPart(
  () => import('./mind-map-editor').then((m) => m.MindMapEditor),
  () => import('@xyflow/react'),
);

/**
 * The mind map (docs/product.md#mind-map): its header first, saying which map is open, and the editor below it
 * once its scripts are here (decision 120).
 */
export default function MindMapPage() {
  const [params] = useSearchParams();
  // What the editor will say while it opens the map in the address, so the line does not change when it comes.
  const [store] = useState(() =>
    createMapStatus({ title: null, status: params.has('project') ? 'Opening...' : '' }),
  );
  return (
    <MapStatusContext value={store}>
      <ToolScreen
        tool="mind-map"
        aside={<MapStatusLine store={store} />}
        intro="Put your main idea in the middle, then add topics around it. Stuck? Ask for suggestions on any topic."
        className="max-w-7xl py-6"
        controls={MindMapEditor}
      />
    </MapStatusContext>
  );
}
