/** The fonts a canvas text can use, in the order the font menu lists them; the value is what the canvas draws with. */
export const CANVAS_FONTS = [
  { value: 'arial', label: 'Arial' },
  { value: 'helvetica', label: 'Helvetica' },
  { value: 'myriad pro', label: 'Myriad Pro' },
  { value: 'delicious', label: 'Delicious' },
  { value: 'verdana', label: 'Verdana' },
  { value: 'georgia', label: 'Georgia' },
  { value: 'courier', label: 'Courier' },
  { value: 'comic sans ms', label: 'Comic Sans MS' },
  { value: 'impact', label: 'Impact' },
  { value: 'monaco', label: 'Monaco' },
  { value: 'monospace', label: 'Monospace' },
  { value: 'optima', label: 'Optima' },
  { value: 'hoefler text', label: 'Hoefler Text' },
  { value: 'plaster', label: 'Plaster' },
  { value: 'engagement', label: 'Engagement' },
] as const;

export type CanvasFont = (typeof CANVAS_FONTS)[number]['value'];

export const DEFAULT_CANVAS_FONT: CanvasFont = 'arial';

/** The list's font for a family as a canvas object may hold it ('Arial', '"Comic Sans MS"'), if it is one of them. */
export function canvasFontOf(family: string): CanvasFont | undefined {
  const name = family.replace(/["']/g, '').trim().toLowerCase();
  return CANVAS_FONTS.find((font) => font.value === name)?.value;
}
