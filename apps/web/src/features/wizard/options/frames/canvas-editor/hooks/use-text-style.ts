import { useEffect, useState } from 'react';
import { DEFAULT_TEXT_STYLE, type TextStyle, textStyleOf, withTextStyle } from '../lib/text-style';
import type { DesignCanvas } from './use-design-canvas';

/** The text controls' style and how a change to it is made. */
export type TextStyleControl = { style: TextStyle; change: (change: Partial<TextStyle>) => void };

/**
 * The style the text controls show: a text selected, or turned and resized on the canvas, shows
 * its own; a change restyles the selected text and is the style of the next text added.
 */
export function useTextStyle(editor: DesignCanvas): TextStyleControl {
  const [style, setStyle] = useState<TextStyle>(DEFAULT_TEXT_STYLE);
  const { selectedText, revision } = editor;

  // biome-ignore lint/correctness/useExhaustiveDependencies: revision says the selected text changed
  useEffect(() => {
    if (selectedText) setStyle(textStyleOf(selectedText));
  }, [selectedText, revision]);

  const change = (changed: Partial<TextStyle>) => {
    const next = withTextStyle(style, changed);
    setStyle(next);
    editor.styleText(next);
  };
  return { style, change };
}
