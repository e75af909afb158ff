/**
 * Maps character offsets of a text to DOM ranges inside the element that shows it, so a word can be
 * highlighted without changing the DOM. Subtrees marked `data-speech-skip` (such as a copy of the text kept for
 * screen readers) are not counted.
 */
export interface TextIndex {
  nodes: Text[];
  starts: number[];
  length: number;
}

export function indexText(root: Element): TextIndex {
  const nodes: Text[] = [];
  const starts: number[] = [];
  let length = 0;
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT, {
    acceptNode: (node) =>
      node instanceof Element && node.hasAttribute('data-speech-skip')
        ? NodeFilter.FILTER_REJECT
        : node.nodeType === Node.TEXT_NODE
          ? NodeFilter.FILTER_ACCEPT
          : NodeFilter.FILTER_SKIP,
  });
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node as Text;
    nodes.push(text);
    starts.push(length);
    length += text.data.length;
  }
  return { nodes, starts, length };
}

/** The last node starting at or before the offset (binary search). */
function nodeAt(index: TextIndex, offset: number): number {
  let low = 0;
  let high = index.starts.length - 1;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if ((index.starts[middle] ?? 0) <= offset) low = middle;
    else high = middle - 1;
  }
  return low;
}

/** The range covering [start, end) of the indexed text, or null when it is out of bounds. */
export function rangeOf(index: TextIndex, start: number, end: number): Range | null {
  if (index.nodes.length === 0 || start < 0 || end > index.length || start >= end) return null;
  const first = nodeAt(index, start);
  const last = nodeAt(index, end - 1);
  const startNode = index.nodes[first];
  const endNode = index.nodes[last];
  if (!startNode || !endNode) return null;
  const range = document.createRange();
  range.setStart(startNode, start - (index.starts[first] ?? 0));
  range.setEnd(endNode, end - (index.starts[last] ?? 0));
  return range;
}

/**
 * The offset in the indexed text of a point of the page (a caret, the start of a selection), or null when the
 * point is outside the indexed text. A point inside a skipped subtree counts as the end of the text before it.
 */
export function offsetAt(index: TextIndex, root: Element, node: Node, offset: number): number | null {
  if (!root.contains(node) || index.nodes.length === 0) return null;
  const found = index.nodes.indexOf(node as Text);
  if (found >= 0) return (index.starts[found] ?? 0) + offset;
  const point = document.createRange();
  point.setStart(node, offset);
  // The last text node that starts at or before the point.
  let low = -1;
  let high = index.nodes.length - 1;
  while (low < high) {
    const middle = Math.ceil((low + high + 1) / 2);
    const text = index.nodes[middle];
    if (text && point.comparePoint(text, 0) <= 0) low = middle;
    else high = middle - 1;
  }
  if (low < 0) return 0;
  const text = index.nodes[low];
  return (index.starts[low] ?? 0) + (text?.data.length ?? 0);
}
