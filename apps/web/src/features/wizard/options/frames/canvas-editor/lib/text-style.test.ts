import { describe, expect, it } from 'vitest';
import { CANVAS_FONTS, canvasFontOf } from './canvas-fonts';
import { DEFAULT_TEXT_STYLE, textStyleOf, withTextStyle } from './text-style';

describe('canvas text style', () => {
  it('starts new texts at size 40 in Arial, line height 1.12, black, with no outline', () => {
    expect(DEFAULT_TEXT_STYLE).toMatchObject({
      fontSize: 40,
      fontFamily: 'arial',
      lineHeight: 1.12,
      fill: '#000000',
      strokeWidth: 0,
      angle: 0,
    });
  });

  it('offers the fifteen fonts in menu order and finds them however a text names them', () => {
    expect(CANVAS_FONTS.map((font) => font.value)).toEqual([
      'arial',
      'helvetica',
      'myriad pro',
      'delicious',
      'verdana',
      'georgia',
      'courier',
      'comic sans ms',
      'impact',
      'monaco',
      'monospace',
      'optima',
      'hoefler text',
      'plaster',
      'engagement',
    ]);
    expect(canvasFontOf('Arial')).toBe('arial');
    expect(canvasFontOf('"Comic Sans MS"')).toBe('comic sans ms');
    expect(canvasFontOf('Times New Roman')).toBeUndefined();
  });

  it('loads a selected text into the controls', () => {
    const text = {
      fill: '#ff0000',
      fontSize: 64,
      fontFamily: 'Georgia',
      fontStyle: 'italic',
      fontWeight: 700,
      lineHeight: 1.5,
      textAlign: 'center',
      underline: true,
      stroke: '#00ff00',
      strokeWidth: 2,
      angle: 45,
    };
    expect(textStyleOf(text)).toEqual({ ...text, fontFamily: 'georgia', fontWeight: 'bold' });
  });

  it('falls back to the defaults for what the controls cannot show', () => {
    expect(
      textStyleOf({
        fill: null,
        stroke: null,
        fontFamily: 'Wingdings',
        fontWeight: 'normal',
        textAlign: 'justify-left',
      }),
    ).toEqual(DEFAULT_TEXT_STYLE);
  });

  it('keeps stroke width within 0..5 and the angle within 0..360', () => {
    expect(withTextStyle(DEFAULT_TEXT_STYLE, { strokeWidth: 9 }).strokeWidth).toBe(5);
    expect(withTextStyle(DEFAULT_TEXT_STYLE, { strokeWidth: -1 }).strokeWidth).toBe(0);
    expect(withTextStyle(DEFAULT_TEXT_STYLE, { angle: 360 }).angle).toBe(360);
    expect(textStyleOf({ angle: -30 }).angle).toBe(330);
    expect(textStyleOf({ angle: 390 }).angle).toBe(30);
    expect(withTextStyle(DEFAULT_TEXT_STYLE, { fontSize: 2 }).fontSize).toBe(8);
  });
});
