import { useReactFlow } from '@xyflow/react';
import type { KeyboardEvent, RefObject } from 'react';
import { useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { MindMapNode } from '../../../shared/mind-map/map';
import {
  addChild,
  findNode,
  flatten,
  moveNodes,
  newNodeId,
  removeNode,
  renameNode,
  topicPlace,
} from '../../../shared/mind-map/map';
import type { LayoutMode } from '../../../shared/mind-map/layout';
import { Occupancy, placeChild } from '../../../shared/mind-map/layout';
import { SPACING_SCALES } from '../../../shared/mind-map/settings';
import type { Spacing } from '../../../shared/mind-map/settings';
import type { TopicRequest } from './dialogs';
import { suggestTopics } from './mind-map-api';
import { actionFor, TOPIC_KEYS } from './map-keys';
import type { TopicActions } from './topic-actions';
import { useFocusWhenDrawn } from './use-focus-when-drawn';
import type { useMapHistory } from './use-map-history';

/** How far Shift with an arrow key moves a topic. */
const NUDGE = 20;

export type Message = { tone: 'error' | 'info'; text: string } | null;

/** Everything a person does to topics: add, rename, remove, move, suggest, and the keys for each. */
export function useTopicEditor(
  map: ReturnType<typeof useMapHistory>,
  options: { mode: LayoutMode; spacing: Spacing; canvasRef: RefObject<HTMLElement | null>; leaveMap(): void },
) {
  const { nodes, edit, read } = map;
  const flow = useReactFlow();
  const entries = useMemo(() => flatten(nodes), [nodes]);
  const [activeId, setActiveId] = useState<string | null>(null);
  const [request, setRequest] = useState<TopicRequest | null>(null);
  const [suggestingId, setSuggestingId] = useState<string | null>(null);
  const [message, setMessage] = useState<Message>(null);
  const pendingFocus = useRef<string | null>(null);
  // Topics just added beside the one to focus (suggestions): brought into view with it.
  const pendingReveal = useRef<string[]>([]);
  useFocusWhenDrawn({ pendingFocus, pendingReveal, canvasRef: options.canvasRef, read });
  const placement = { mode: options.mode, scale: SPACING_SCALES[options.spacing] };
  // Read by handlers that stay the same object from render to render (the topics' actions).
  const latestPlacement = useRef(placement);
  const leaveMap = useRef(options.leaveMap);
  useLayoutEffect(() => {
    latestPlacement.current = placement;
    leaveMap.current = options.leaveMap;
  });

  // The topic Tab lands on: the last one used, or the central topic.
  const tabStop = entries.some((e) => e.node.id === activeId) ? activeId : (entries[0]?.node.id ?? null);

  const focusTopic = useCallback((id: string | null) => {
    setActiveId(id);
    pendingFocus.current = id;
  }, []);

  /** The flow position at the centre of the visible canvas (docs/product.md#limits: the first topic goes there). */
  const centre = useCallback(() => {
    const rect = options.canvasRef.current?.getBoundingClientRect();
    if (!rect) return { x: 0, y: 0 };
    const point = flow.screenToFlowPosition({ x: rect.left + rect.width / 2, y: rect.top + rect.height / 2 });
    return { x: Math.round(point.x), y: Math.round(point.y) };
  }, [flow, options.canvasRef]);

  const addChildren = useCallback(
    (parentId: string, texts: string[]) => {
      const ids = texts.map(() => newNodeId());
      edit((current) => {
        let next: readonly MindMapNode[] = current;
        texts.forEach((text, i) => {
          const parent = findNode(next, parentId)?.node;
          if (!parent) return;
          const position = placeChild(
            parent.position,
            parent.children.length,
            Occupancy.of(next),
            latestPlacement.current,
          );
          next = addChild(next, parentId, { id: ids[i]!, text, children: [], position });
        });
        return next;
      });
      return ids;
    },
    [edit],
  );

  const submitTopic = (req: TopicRequest, text: string) => {
    setRequest(null);
    if (req.kind === 'central') {
      const id = newNodeId();
      const position = centre();
      edit((current) => addChild(current, null, { id, text, children: [], position }));
      focusTopic(id);
    } else if (req.kind === 'child') {
      focusTopic(addChildren(req.parentId, [text])[0]!);
    } else {
      edit((current) => renameNode(current, req.id, text));
      focusTopic(req.id);
    }
  };

  const remove = useCallback(
    (id: string) => {
      const entry = findNode(read().nodes, id);
      if (!entry) return;
      edit((current) => removeNode(current, id));
      const rest = removeNode(read().nodes, id);
      const next = entry.parentId ?? rest[0]?.id ?? null;
      if (next) focusTopic(next);
      else leaveMap.current();
      setMessage({ tone: 'info', text: `Deleted "${entry.node.text}". Undo brings it back.` });
    },
    [edit, focusTopic, read],
  );

  const suggest = useCallback(
    async (id: string) => {
      const topic = findNode(read().nodes, id)?.node;
      if (!topic || suggestingId) return;
      setSuggestingId(id);
      setMessage({ tone: 'info', text: `Finding subtopics for "${topic.text}"...` });
      const answer = await suggestTopics(topic.text, topicPlace(read().nodes, id));
      setSuggestingId(null);
      if (answer.outcome !== 'ok' || answer.suggestions.length === 0) {
        setMessage({
          tone: 'error',
          text: answer.suggestions[0] ?? 'Failed to generate suggestions. Please try again.',
        });
        return;
      }
      pendingReveal.current = addChildren(id, answer.suggestions.slice(0, 3));
      setMessage({
        tone: 'info',
        text: `Added ${answer.suggestions.length} suggested subtopics to "${topic.text}".`,
      });
      focusTopic(id);
    },
    [addChildren, focusTopic, read, suggestingId],
  );

  const requestChild = useCallback(
    (id: string) => {
      const topic = findNode(read().nodes, id)?.node;
      if (topic) setRequest({ kind: 'child', parentId: id, parentText: topic.text });
    },
    [read],
  );

  const requestRename = useCallback(
    (id: string) => {
      const topic = findNode(read().nodes, id)?.node;
      if (topic) setRequest({ kind: 'rename', id, text: topic.text });
    },
    [read],
  );

  const keyDown = (id: string, event: KeyboardEvent<HTMLElement>) => {
    const entry = entries.find((e) => e.node.id === id);
    const action = entry && actionFor(TOPIC_KEYS, event);
    if (!entry || !action) return;
    event.preventDefault();
    action.perform(
      {
        id,
        entries,
        entry,
        focusTopic,
        requestChild,
        requestRename,
        remove,
        suggest: (topic) => void suggest(topic),
        nudge: (topic, direction) => {
          const [dx, dy] = { up: [0, -NUDGE], down: [0, NUDGE], left: [-NUDGE, 0], right: [NUDGE, 0] }[
            direction
          ];
          const { x, y } = entry.node.position;
          edit((current) => moveNodes(current, new Map([[topic, { x: x + dx!, y: y + dy! }]])));
        },
        leaveMap: () => leaveMap.current(),
      },
      event,
    );
  };
  const keyDownRef = useRef(keyDown);
  useLayoutEffect(() => {
    keyDownRef.current = keyDown;
  });

  const actions = useMemo<TopicActions>(
    () => ({
      addChild: requestChild,
      suggest: (id) => void suggest(id),
      remove,
      rename: requestRename,
      focus: (id) => setActiveId(id),
      keyDown: (id, event) => keyDownRef.current(id, event),
    }),
    [requestChild, suggest, remove, requestRename],
  );

  const move = useCallback(
    (positions: Map<string, { x: number; y: number }>) => edit((current) => moveNodes(current, positions)),
    [edit],
  );

  return {
    entries,
    tabStop,
    suggestingId,
    actions,
    request,
    setRequest,
    submitTopic,
    message,
    setMessage,
    move,
    focusTopic,
    centre,
    pendingFocus,
  };
}
