/**
 * How deep and how big a JSON text may be before anything parses or walks it. No call takes more
 * than a few levels or a few thousand values (the largest, a list of 1,000 lead ids); a body
 * nested thousands of levels deep, or holding hundreds of thousands of values, is refused from
 * one pass over its text, in time proportional to its length, before JSON.parse, the NUL check
 * or a schema sees it.
 */

/** Levels of objects and arrays inside one another. */
export const JSON_MAX_DEPTH = 32;
/** Objects, arrays and the values and keys inside them, together. */
export const JSON_MAX_VALUES = 20_000;

export type JsonShapeRefusal = 'too_deep' | 'too_many_values';

const QUOTE = 34; // "
const BACKSLASH = 92; // \
const OPEN_OBJECT = 123; // {
const OPEN_ARRAY = 91; // [
const CLOSE_OBJECT = 125; // }
const CLOSE_ARRAY = 93; // ]
const COMMA = 44; // ,

/**
 * Why `text` is refused, or null when its nesting and size are within bounds. Counts outside
 * strings only; the text need not be valid JSON (JSON.parse says so afterwards).
 */
export function jsonShapeRefusal(text: string): JsonShapeRefusal | null {
  let depth = 0;
  let values = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (inString) {
      if (code === BACKSLASH) index += 1;
      else if (code === QUOTE) inString = false;
    } else if (code === QUOTE) {
      inString = true;
    } else if (code === OPEN_OBJECT || code === OPEN_ARRAY) {
      depth += 1;
      values += 1;
      if (depth > JSON_MAX_DEPTH) return 'too_deep';
      if (values > JSON_MAX_VALUES) return 'too_many_values';
    } else if (code === CLOSE_OBJECT || code === CLOSE_ARRAY) {
      depth -= 1;
    } else if (code === COMMA) {
      values += 1;
      if (values > JSON_MAX_VALUES) return 'too_many_values';
    }
  }
  return null;
}
