import { describe, expect, it } from 'vitest';
import type { MindMapNode } from './map';
import {
  MAX_DEPTH,
  MAX_NODES,
  addChild,
  countNodes,
  flatten,
  mindMapContentSchema,
  moveNodes,
  newNodeId,
  nodesSchema,
  removeNode,
  renameNode,
  topicPlace,
} from './map';
import { canRedo, canUndo, current, record, redo, startHistory, undo } from './history';

const node = (id: string, children: MindMapNode[] = []): MindMapNode => ({
  id,
  text: `Topic ${id}`,
  children,
  position: { x: 0, y: 0 },
});

const tree = [node('a', [node('b', [node('d')]), node('c')])];

describe('tree changes', () => {
  it('adds, renames, moves and removes without touching the old tree', () => {
    const added = addChild(tree, 'c', node('e'));
    expect(flatten(added).map((e) => e.node.id)).toEqual(['a', 'b', 'd', 'c', 'e']);
    expect(countNodes(tree)).toBe(4);
    // The untouched branch is shared, not copied.
    expect(added[0]!.children[0]).toBe(tree[0]!.children[0]);

    const renamed = renameNode(added, 'e', 'Sleep');
    expect(flatten(renamed).find((e) => e.node.id === 'e')!.node.text).toBe('Sleep');

    const moved = moveNodes(renamed, new Map([['d', { x: 5, y: 7 }]]));
    expect(flatten(moved).find((e) => e.node.id === 'd')!.node.position).toEqual({ x: 5, y: 7 });

    const removed = removeNode(moved, 'b');
    expect(flatten(removed).map((e) => e.node.id)).toEqual(['a', 'c', 'e']);
    expect(removeNode(removed, 'nothing')).toBe(removed);
  });

  it('reports depth and sibling places', () => {
    const entry = flatten(tree).find((e) => e.node.id === 'c')!;
    expect(entry).toMatchObject({ parentId: 'a', depth: 2, index: 1, siblings: 2 });
  });

  it('says where a topic sits, for the assistant: the topics above it and its parent’s other subtopics', () => {
    expect(topicPlace(tree, 'd')).toEqual({ within: ['Topic b', 'Topic a'], beside: [] });
    expect(topicPlace(tree, 'b')).toEqual({ within: ['Topic a'], beside: ['Topic c'] });
    expect(topicPlace(tree, 'a')).toEqual({ within: [], beside: [] });
    expect(topicPlace(tree, 'nothing')).toEqual({ within: [], beside: [] });
  });

  it('makes short random ids', () => {
    const ids = new Set(Array.from({ length: 500 }, () => newNodeId()));
    expect(ids.size).toBe(500);
    for (const id of ids) expect(id).toMatch(/^[0-9a-z]{9}$/);
  });
});

function chain(depth: number): MindMapNode[] {
  let current: MindMapNode = node(`n${depth}`);
  for (let i = depth - 1; i >= 1; i -= 1) current = node(`n${i}`, [current]);
  return [current];
}

describe('the map schema (import files and saved content)', () => {
  it('accepts a well-formed map and trims its text', () => {
    const parsed = nodesSchema.parse([{ ...node('a'), text: '  Plans  ' }]);
    expect(parsed[0]!.text).toBe('Plans');
  });

  it.each<[string, unknown]>([
    ['not a list', { id: 'a' }],
    ['a number for the text', [{ ...node('a'), text: 42 }]],
    ['empty text', [{ ...node('a'), text: '   ' }]],
    ['huge text', [{ ...node('a'), text: 'x'.repeat(100_000) }]],
    ['a NUL byte in the text', [{ ...node('a'), text: 'a\u0000b' }]],
    ['a lone surrogate in the text', [{ ...node('a'), text: 'a\ud800b' }]],
    ['a missing position', [{ id: 'a', text: 'A', children: [] }]],
    ['a position that is not a number', [{ ...node('a'), position: { x: '1', y: 2 } }]],
    ['an absurd position', [{ ...node('a'), position: { x: 1e300, y: 2 } }]],
    ['children that are not a list', [{ ...node('a'), children: 'none' }]],
    ['a child that is not an object', [{ ...node('a'), children: [null] }]],
    ['an id that is not text', [{ ...node('a'), id: 7 }]],
    ['an empty id', [{ ...node('a'), id: '' }]],
    ['a cycle of ids (a topic under itself)', [node('a', [node('b', [node('a')])])]],
    ['two topics sharing an id', [node('a'), node('a')]],
    ['too many topics', Array.from({ length: MAX_NODES + 1 }, (_, i) => node(`t${i}`))],
    ['a map deeper than the limit', chain(MAX_DEPTH + 1)],
  ])('refuses %s', (_label, value) => {
    expect(nodesSchema.safeParse(value).success).toBe(false);
  });

  it('refuses a file nested far too deep without exhausting the stack', () => {
    let value: unknown = [];
    for (let i = 0; i < 100_000; i += 1)
      value = [{ id: `n${i}`, text: 'x', children: value, position: { x: 0, y: 0 } }];
    expect(nodesSchema.safeParse(value).success).toBe(false);
  });

  it('accepts the limits themselves', () => {
    expect(nodesSchema.safeParse(chain(MAX_DEPTH)).success).toBe(true);
    expect(nodesSchema.safeParse(Array.from({ length: MAX_NODES }, (_, i) => node(`t${i}`))).success).toBe(
      true,
    );
  });

  it('says in plain words what is wrong', () => {
    const result = mindMapContentSchema.safeParse({ nodes: [node('a'), node('a')] });
    expect(result.success).toBe(false);
    expect(result.error!.issues[0]!.message).toBe('Two topics share the same id.');
  });
});

describe('history (docs/product.md#states)', () => {
  it('undoes and redoes, and a new edit cuts off the redo branch', () => {
    const one = [node('a')];
    const two = addChild(one, 'a', node('b'));
    const three = addChild(two, 'a', node('c'));
    let history = startHistory();
    expect(canUndo(history)).toBe(false);
    expect(canRedo(history)).toBe(false);
    history = record(record(record(history, one), two), three);
    expect(current(history)).toBe(three);
    history = undo(undo(history));
    expect(current(history)).toBe(one);
    expect(canRedo(history)).toBe(true);
    history = redo(history);
    expect(current(history)).toBe(two);
    const other = addChild(two, 'a', node('x'));
    history = record(history, other);
    expect(canRedo(history)).toBe(false);
    expect(history.snapshots).toEqual([[], one, two, other]);
    history = undo(undo(undo(history)));
    expect(current(history)).toEqual([]);
    expect(canUndo(history)).toBe(false);
    expect(undo(history)).toBe(history);
  });

  it('ignores a change that changed nothing', () => {
    const history = record(startHistory(), tree);
    expect(record(history, tree)).toBe(history);
  });
});
