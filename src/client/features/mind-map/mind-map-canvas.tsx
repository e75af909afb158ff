import '@xyflow/react/dist/style.css';
import './mind-map.css';
import type { NodeChange, NodeTypes, OnNodeDrag } from '@xyflow/react';
import { applyNodeChanges, Background, Controls, ReactFlow } from '@xyflow/react';
import { useMemo, useState } from 'react';
import type { FlatNode } from '../../../shared/mind-map/map';
import type { TopicActions } from './topic-actions';
import { KEYS_HELP_ID, TopicActionsContext } from './topic-actions';
import type { TopicLink } from './topic-edge';
import { TopicEdges } from './topic-edge';
import type { TopicFlowNode } from './topic-node';
import { TopicNode } from './topic-node';

const nodeTypes: NodeTypes = { topic: TopicNode };
const NODE_ORIGIN: [number, number] = [0.5, 0.5];

interface Props {
  entries: readonly FlatNode[];
  activeId: string | null;
  suggestingId: string | null;
  actions: TopicActions;
  /** A drag ended: the topics' new centres. */
  onMove(positions: Map<string, { x: number; y: number }>): void;
  colorMode: 'light' | 'dark';
}

/**
 * Keeps React Flow's node objects in step with the tree, reusing each unchanged one (and the size
 * React Flow measured for it), so a change to one topic redraws that topic only.
 */
function syncNodes(
  previous: readonly TopicFlowNode[],
  entries: readonly FlatNode[],
  activeId: string | null,
  suggestingId: string | null,
): TopicFlowNode[] {
  const before = new Map(previous.map((node) => [node.id, node]));
  return entries.map(({ node, depth }) => {
    const old = before.get(node.id);
    const data = {
      text: node.text,
      level: depth,
      childCount: node.children.length,
      active: node.id === activeId,
      suggesting: node.id === suggestingId,
    };
    if (
      old &&
      old.position.x === node.position.x &&
      old.position.y === node.position.y &&
      old.data.text === data.text &&
      old.data.level === data.level &&
      old.data.childCount === data.childCount &&
      old.data.active === data.active &&
      old.data.suggesting === data.suggesting
    ) {
      return old;
    }
    return {
      id: node.id,
      type: 'topic',
      position: node.position,
      data,
      ...(old?.measured && { measured: old.measured }),
    };
  });
}

export function MindMapCanvas({ entries, activeId, suggestingId, actions, onMove, colorMode }: Props) {
  const [nodes, setNodes] = useState<TopicFlowNode[]>([]);
  const [synced, setSynced] = useState<unknown[]>([]);
  // Follows the tree during render (React's pattern for state derived from props), not in an effect.
  const inputs = [entries, activeId, suggestingId];
  if (inputs.some((value, i) => value !== synced[i])) {
    setSynced(inputs);
    setNodes(syncNodes(nodes, entries, activeId, suggestingId));
  }

  const links = useMemo<TopicLink[]>(
    () =>
      entries
        .filter((entry) => entry.parentId !== null)
        .map(({ node, parentId }) => ({ id: `${parentId}->${node.id}`, source: parentId!, target: node.id })),
    [entries],
  );

  const onNodesChange = (changes: NodeChange<TopicFlowNode>[]) => {
    setNodes((current) => applyNodeChanges(changes, current));
  };

  const onNodeDragStop: OnNodeDrag<TopicFlowNode> = (_event, _node, dragged) => {
    onMove(
      new Map(
        dragged.map((node) => [node.id, { x: Math.round(node.position.x), y: Math.round(node.position.y) }]),
      ),
    );
  };

  return (
    <TopicActionsContext.Provider value={actions}>
      <div className="mind-map-canvas h-full w-full">
        <ReactFlow
          nodes={nodes}
          nodeTypes={nodeTypes}
          nodeOrigin={NODE_ORIGIN}
          onNodesChange={onNodesChange}
          onNodeDragStop={onNodeDragStop}
          colorMode={colorMode}
          nodesConnectable={false}
          nodesFocusable={false}
          edgesFocusable={false}
          elementsSelectable={false}
          // The topics handle their own keys (arrows move between topics, Delete removes with undo).
          disableKeyboardA11y
          deleteKeyCode={null}
          selectionKeyCode={null}
          multiSelectionKeyCode={null}
          zoomOnDoubleClick={false}
          minZoom={0.1}
          maxZoom={2}
          // Its small corner link crowds the map's own buttons at 320 px with large text (WCAG 2.5.8); React
          // Flow is credited in docs/decisions/050-mind-map-keyboard.md instead.
          proOptions={{ hideAttribution: true }}
          fitView
          fitViewOptions={{ maxZoom: 1, padding: 0.2 }}
          // React Flow draws this as role="application": screen readers pass the map's keys through.
          aria-label="Mind map"
          aria-describedby={KEYS_HELP_ID}
        >
          <Background gap={24} size={1.5} />
          <TopicEdges links={links} />
          {/* Zoom controls only once there is something to zoom: on an empty map they would crowd its first button. */}
          {nodes.length > 0 && <Controls showInteractive={false} position="bottom-left" />}
        </ReactFlow>
      </div>
    </TopicActionsContext.Provider>
  );
}
