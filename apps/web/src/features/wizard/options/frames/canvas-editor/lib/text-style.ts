/** The text options of the canvas editor, their defaults and ranges. */
import { type CanvasFont, canvasFontOf, DEFAULT_CANVAS_FONT } from './canvas-fonts';

export const TEXT_ALIGNS = ['left', 'center', 'right', 'justify'] as const;
export type TextAlign = (typeof TEXT_ALIGNS)[number];

/** Named as the canvas names them, so a style is set on a text object as it is. */
export type TextStyle = {
  fill: string;
  fontSize: number;
  fontFamily: CanvasFont;
  fontStyle: 'normal' | 'italic';
  fontWeight: 'normal' | 'bold';
  lineHeight: number;
  textAlign: TextAlign;
  underline: boolean;
  stroke: string;
  strokeWidth: number;
  angle: number;
};

export const FONT_SIZE_RANGE = { min: 8, max: 200 } as const;
export const LINE_HEIGHT_RANGE = { min: 0.5, max: 3 } as const;
export const STROKE_WIDTH_RANGE = { min: 0, max: 5 } as const;
export const ANGLE_RANGE = { min: 0, max: 360 } as const;

export const DEFAULT_TEXT_STYLE: TextStyle = {
  fill: '#000000',
  fontSize: 40,
  fontFamily: DEFAULT_CANVAS_FONT,
  fontStyle: 'normal',
  fontWeight: 'normal',
  lineHeight: 1.12,
  textAlign: 'left',
  underline: false,
  stroke: '#000000',
  strokeWidth: 0,
  angle: 0,
};

type Range = { min: number; max: number };
const clamp = (value: number, { min, max }: Range) => Math.min(max, Math.max(min, value));
const numberOr = (value: unknown, fallback: number) =>
  typeof value === 'number' && Number.isFinite(value) ? value : fallback;
const colourOr = (value: unknown, fallback: string) =>
  typeof value === 'string' && value.length > 0 ? value : fallback;

/** An angle turned into 0..360 (a canvas rotation can leave −30 or 390). */
const angleOf = (value: number) => (value === ANGLE_RANGE.max ? value : ((value % 360) + 360) % 360);

/** The style with every number inside its range. */
export function clampTextStyle(style: TextStyle): TextStyle {
  return {
    ...style,
    fontSize: clamp(style.fontSize, FONT_SIZE_RANGE),
    lineHeight: clamp(style.lineHeight, LINE_HEIGHT_RANGE),
    strokeWidth: clamp(style.strokeWidth, STROKE_WIDTH_RANGE),
    angle: angleOf(style.angle),
  };
}

/** What a text object holds, as the canvas gives it: any value may be missing or of another kind. */
export type TextStyleSource = { [Key in keyof TextStyle]?: unknown };

/** A text object's style as the editor's controls show it; what they cannot show falls back to the defaults. */
export function textStyleOf(source: TextStyleSource): TextStyle {
  const weight = source.fontWeight;
  const isBold = weight === 'bold' || Number(weight) >= 600;
  const align = TEXT_ALIGNS.find((value) => value === source.textAlign);
  return clampTextStyle({
    fill: colourOr(source.fill, DEFAULT_TEXT_STYLE.fill),
    fontSize: numberOr(source.fontSize, DEFAULT_TEXT_STYLE.fontSize),
    fontFamily:
      (typeof source.fontFamily === 'string' && canvasFontOf(source.fontFamily)) || DEFAULT_TEXT_STYLE.fontFamily,
    fontStyle: source.fontStyle === 'italic' || source.fontStyle === 'oblique' ? 'italic' : 'normal',
    fontWeight: isBold ? 'bold' : 'normal',
    lineHeight: numberOr(source.lineHeight, DEFAULT_TEXT_STYLE.lineHeight),
    textAlign: align ?? DEFAULT_TEXT_STYLE.textAlign,
    underline: source.underline === true,
    stroke: colourOr(source.stroke, DEFAULT_TEXT_STYLE.stroke),
    strokeWidth: numberOr(source.strokeWidth, DEFAULT_TEXT_STYLE.strokeWidth),
    angle: numberOr(source.angle, DEFAULT_TEXT_STYLE.angle),
  });
}

/** The style after one control changed, kept inside the ranges. */
export const withTextStyle = (style: TextStyle, change: Partial<TextStyle>): TextStyle =>
  clampTextStyle({ ...style, ...change });
