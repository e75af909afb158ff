import { z } from '../zod';
import { formatCount } from '../count';

/** docs/product.md#data: a topic of the map, with its subtopics nested inside it. */
export interface MindMapNode {
  id: string;
  text: string;
  children: MindMapNode[];
  position: { x: number; y: number };
}

export const MAX_NODES = 2000;
export const MAX_DEPTH = 50;
export const MAX_TOPIC_LENGTH = 300;
export const MAX_ID_LENGTH = 64;
/** Far beyond any map a person draws; keeps hostile coordinates from breaking the canvas or the maths. */
const MAX_COORDINATE = 1_000_000;

// Invisible control characters and broken halves of characters cannot be shown or exported.
function hasControl(text: string) {
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if ((code < 32 && code !== 9 && code !== 10 && code !== 13) || code === 127) return true;
  }
  return false;
}
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export const topicTextSchema = z.lazy(() =>
  z
    .string({ error: 'Please write a topic.' })
    .trim()
    .min(1, 'Please write a topic.')
    .max(MAX_TOPIC_LENGTH, `A topic can be at most ${MAX_TOPIC_LENGTH} characters.`)
    .refine((text) => !hasControl(text) && !LONE_SURROGATE.test(text), {
      message: 'A topic can only hold text that can be shown.',
    }),
);

const coordinate = z.lazy(() =>
  z.number({ error: 'A position must be a number.' }).finite().min(-MAX_COORDINATE).max(MAX_COORDINATE),
);

export const nodeSchema: z.ZodType<MindMapNode> = z.lazy(() =>
  z.object({
    id: z
      .string({ error: 'Every topic needs an id.' })
      .min(1, 'Every topic needs an id.')
      .max(MAX_ID_LENGTH, `A topic id can be at most ${MAX_ID_LENGTH} characters.`),
    text: topicTextSchema,
    children: z.array(nodeSchema, { error: 'A topic must list its subtopics.' }),
    position: z.object({ x: coordinate, y: coordinate }, { error: 'Every topic needs a position.' }),
  }),
);

export type ShapeProblem = 'too-many' | 'too-deep' | 'duplicate-id' | 'not-a-tree';

/**
 * Walks the raw value without recursion before any schema sees it: a file nested ten thousand levels
 * deep, or with a million topics, is refused here instead of exhausting the stack. Ids must be unique
 * across the whole map, which also refuses a topic that names itself or an ancestor (a cycle of ids).
 */
export function checkTreeShape(value: unknown): ShapeProblem | null {
  if (!Array.isArray(value)) return 'not-a-tree';
  const stack: { items: unknown[]; depth: number }[] = [{ items: value, depth: 1 }];
  const ids = new Set<string>();
  let count = 0;
  while (stack.length > 0) {
    const { items, depth } = stack.pop()!;
    if (depth > MAX_DEPTH) return 'too-deep';
    for (const item of items) {
      count += 1;
      if (count > MAX_NODES) return 'too-many';
      if (typeof item !== 'object' || item === null) return 'not-a-tree';
      const { id, children } = item as { id?: unknown; children?: unknown };
      if (typeof id === 'string') {
        if (ids.has(id)) return 'duplicate-id';
        ids.add(id);
      }
      if (Array.isArray(children) && children.length > 0) stack.push({ items: children, depth: depth + 1 });
    }
  }
  return null;
}

const shapeMessages: Record<ShapeProblem, string> = {
  'too-many': `A mind map can hold at most ${formatCount(MAX_NODES)} topics.`,
  'too-deep': `A mind map can be at most ${MAX_DEPTH} levels deep.`,
  'duplicate-id': 'Two topics share the same id.',
  'not-a-tree': 'A mind map is a list of topics.',
};

/** The list of topics of a map: the export file of docs/product.md#data and the content saved with a project. */
export const nodesSchema = z.lazy(() =>
  z.unknown().transform((value, ctx): MindMapNode[] => {
    const problem = checkTreeShape(value);
    if (problem) {
      ctx.addIssue({ code: 'custom', message: shapeMessages[problem] });
      return z.NEVER;
    }
    const parsed = z.array(nodeSchema).safeParse(value);
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues) {
      ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
    }
    return z.NEVER;
  }),
);

/** The content of a mind-map project (docs/product.md#data: an object with a nodes list). */
export const mindMapContentSchema = z.lazy(() =>
  z.object({ nodes: nodesSchema }, { error: 'The map content must have a list of topics.' }),
);
export type MindMapContent = z.infer<typeof mindMapContentSchema>;

/** A short random id (docs/product.md#data: "random short text"). */
export function newNodeId(): string {
  const bytes = new Uint8Array(9);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => (b % 36).toString(36)).join('');
}

// ---- Reading the tree ----

export interface FlatNode {
  node: MindMapNode;
  parentId: string | null;
  depth: number;
  /** Position among its siblings, from 0. */
  index: number;
  siblings: number;
}

/** Every topic, parents before children, in reading order, without recursion. */
export function flatten(nodes: readonly MindMapNode[]): FlatNode[] {
  const out: FlatNode[] = [];
  const stack: FlatNode[] = [];
  for (let i = nodes.length - 1; i >= 0; i -= 1) {
    stack.push({ node: nodes[i]!, parentId: null, depth: 1, index: i, siblings: nodes.length });
  }
  while (stack.length > 0) {
    const entry = stack.pop()!;
    out.push(entry);
    const { children } = entry.node;
    for (let i = children.length - 1; i >= 0; i -= 1) {
      stack.push({
        node: children[i]!,
        parentId: entry.node.id,
        depth: entry.depth + 1,
        index: i,
        siblings: children.length,
      });
    }
  }
  return out;
}

/** Where a topic sits on the map: the topics above it, its parent first, and its parent's other subtopics. */
export interface TopicPlace {
  within: string[];
  beside: string[];
}

/**
 * Where a topic sits, for the assistant (decision 151): the texts of the topics above it, its parent first and
 * the central topic last, and of its parent's other subtopics. A central topic sits nowhere.
 */
export function topicPlace(nodes: readonly MindMapNode[], id: string): TopicPlace {
  const entries = new Map(flatten(nodes).map((entry) => [entry.node.id, entry]));
  const within: string[] = [];
  const parentId = entries.get(id)?.parentId ?? null;
  const beside = parentId
    ? (entries.get(parentId)?.node.children ?? [])
        .filter((child) => child.id !== id)
        .map((child) => child.text)
    : [];
  for (let above = parentId ? entries.get(parentId) : undefined; above;) {
    within.push(above.node.text);
    above = above.parentId ? entries.get(above.parentId) : undefined;
  }
  return { within, beside };
}

export function countNodes(nodes: readonly MindMapNode[]): number {
  return flatten(nodes).length;
}

export function findNode(nodes: readonly MindMapNode[], id: string): FlatNode | undefined {
  return flatten(nodes).find((entry) => entry.node.id === id);
}

// ---- Changing the tree (always a new tree; the old one stays valid for the history) ----

/** Applies `change` to the topic with this id; every other branch is shared with the old tree. */
export function updateNode(
  nodes: readonly MindMapNode[],
  id: string,
  change: (node: MindMapNode) => MindMapNode,
): MindMapNode[] {
  let found = false;
  const visit = (list: readonly MindMapNode[]): MindMapNode[] =>
    list.map((node) => {
      if (found) return node;
      if (node.id === id) {
        found = true;
        return change(node);
      }
      if (node.children.length === 0) return node;
      const children = visit(node.children);
      return children.every((child, i) => child === node.children[i]) ? node : { ...node, children };
    });
  return visit(nodes);
}

export function addChild(nodes: readonly MindMapNode[], parentId: string | null, child: MindMapNode) {
  if (parentId === null) return [...nodes, child];
  return updateNode(nodes, parentId, (parent) => ({ ...parent, children: [...parent.children, child] }));
}

export function renameNode(nodes: readonly MindMapNode[], id: string, text: string) {
  return updateNode(nodes, id, (node) => ({ ...node, text }));
}

/** Moves topics to new positions (a drag may carry several at once). */
export function moveNodes(
  nodes: readonly MindMapNode[],
  positions: ReadonlyMap<string, { x: number; y: number }>,
): MindMapNode[] {
  const visit = (list: readonly MindMapNode[]): MindMapNode[] =>
    list.map((node) => {
      const position = positions.get(node.id);
      const children = node.children.length > 0 ? visit(node.children) : node.children;
      const same = children === node.children || children.every((c, i) => c === node.children[i]);
      if (!position && same) return node;
      return { ...node, position: position ?? node.position, children: same ? node.children : children };
    });
  return visit(nodes);
}

/** Removes a topic with all its subtopics. */
export function removeNode(nodes: readonly MindMapNode[], id: string): MindMapNode[] {
  const visit = (list: readonly MindMapNode[]): MindMapNode[] => {
    const kept = list.filter((node) => node.id !== id);
    let changed = kept.length !== list.length;
    const next = kept.map((node) => {
      if (node.children.length === 0) return node;
      const children = visit(node.children);
      if (children === node.children) return node;
      changed = true;
      return { ...node, children };
    });
    return changed ? next : (list as MindMapNode[]);
  };
  return visit(nodes);
}

/** docs/product.md#limits: auto-save runs this long after the last change. */
export const AUTO_SAVE_DELAY = 3000;
