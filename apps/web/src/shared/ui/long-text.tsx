/**
 * Names and other text people type (an event name may be 150 characters with no space in it):
 * it breaks anywhere rather than push the layout wider than the screen, and when it is cut to a
 * few lines the whole text shows on hover. Every place that shows such text uses these.
 */
import { Text, type TextProps, Title, type TitleProps } from '@mantine/core';
import type { CSSProperties } from 'react';

/** Lets a long unbroken word wrap, and lets grid and flex cells holding it shrink. */
export const LONG_TEXT_STYLE: CSSProperties = { overflowWrap: 'anywhere', minWidth: 0 };

type LongTextProps = Omit<TextProps, 'lineClamp' | 'children'> & {
  children: string;
  /** Cut to this many lines, the full text on hover; unset = wrap in full. */
  lines?: number;
  /** Render inline, inside a sentence. */
  span?: boolean;
};

export function LongText({ children, lines, span, ...textProps }: LongTextProps) {
  return (
    <Text {...textProps} span={span} lineClamp={lines} title={lines ? children : undefined} style={LONG_TEXT_STYLE}>
      {children}
    </Text>
  );
}

type LongTitleProps = Omit<TitleProps, 'lineClamp' | 'children'> & { children: string; lines?: number };

/** A page heading that is a name: at most `lines` lines (two by default), the full name on hover. */
export function LongTitle({ children, lines = 2, ...titleProps }: LongTitleProps) {
  return (
    <Title {...titleProps} lineClamp={lines} title={children} style={LONG_TEXT_STYLE}>
      {children}
    </Title>
  );
}
