/** How the Layers tab names what is on the canvas. */

/** A text layer shows at most this many characters of its text. */
export const LAYER_TEXT_PREVIEW_LENGTH = 20;

export type LayerSource = { kind: 'text'; text: string } | { kind: 'image'; name: string };

/** A text layer by its text (one line, cut at 20 characters with an ellipsis), an image by its name. */
export function layerLabelOf(source: LayerSource): string {
  if (source.kind === 'image') return source.name;
  const text = source.text.replace(/\s+/g, ' ').trim();
  if (text.length === 0) return 'Empty text';
  const characters = Array.from(text);
  return characters.length > LAYER_TEXT_PREVIEW_LENGTH
    ? `${characters.slice(0, LAYER_TEXT_PREVIEW_LENGTH).join('')}…`
    : text;
}
