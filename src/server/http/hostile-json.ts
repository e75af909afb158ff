/**
 * Deeper than any body NeuroNest's own screens send. A saved mind map of the deepest allowed tree (50 levels,
 * src/shared/mind-map/map.ts) nests two JSON levels per topic inside its project body: about 105.
 */
export const MAX_JSON_DEPTH = 128;

const NUL = '\u0000';
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/**
 * Why a JSON request body cannot be accepted, in words for the person sending it, or null when it can.
 * Checked before any route sees the body: PostgreSQL cannot store NUL or half of a surrogate pair, and a
 * deeply nested body would exhaust the stack of whatever walks it next.
 */
export function refuseJson(text: string): string | null {
  if (nestingDepth(text) > MAX_JSON_DEPTH) return 'That request is nested too deeply to be read.';
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return 'That request is not valid JSON.';
  }
  return findUnstorableText(value);
}

/** The deepest nesting of arrays and objects, counted without parsing (brackets inside strings are text). */
export function nestingDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const ch = text[i];
    if (inString) {
      if (ch === '\\') i += 1;
      else if (ch === '"') inString = false;
    } else if (ch === '"') {
      inString = true;
    } else if (ch === '[' || ch === '{') {
      depth += 1;
      if (depth > deepest) deepest = depth;
    } else if (ch === ']' || ch === '}') {
      depth -= 1;
    }
  }
  return deepest;
}

/** The first key or text value holding a character that cannot be stored, named by where it is. */
function findUnstorableText(root: unknown): string | null {
  const stack: { value: unknown; path: string }[] = [{ value: root, path: '' }];
  while (stack.length > 0) {
    const { value, path } = stack.pop() as { value: unknown; path: string };
    if (typeof value === 'string') {
      const problem = unstorable(value);
      if (problem) return path ? `${path}: ${problem}` : problem;
    } else if (Array.isArray(value)) {
      value.forEach((item, index) => stack.push({ value: item, path: join(path, String(index)) }));
    } else if (value !== null && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) {
        const problem = unstorable(key);
        if (problem) return `A field name is not valid: ${problem}`;
        stack.push({ value: item, path: join(path, key) });
      }
    }
  }
  return null;
}

const join = (path: string, key: string) => (path ? `${path}.${key}` : key);

function unstorable(text: string): string | null {
  if (text.includes(NUL)) {
    return 'This text contains an invisible control character (NUL) that cannot be saved. Please remove it.';
  }
  if (LONE_SURROGATE.test(text)) {
    return 'This text contains a broken character (half of an emoji or symbol). Please retype it.';
  }
  return null;
}
