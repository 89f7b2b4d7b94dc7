/** Axis arithmetic shared by the SVG charts: round tick steps, label thinning, short numbers. */

export type ChartDatum = { label: string; value: number };

/** Ticks from 0 up to a round bound at or above `max`, about `count` of them, on whole numbers. */
export function axisTicks(max: number, count = 4): number[] {
  if (max <= 0) return Array.from({ length: count + 1 }, (_, index) => index);
  const rawStep = max / count;
  const magnitude = 10 ** Math.floor(Math.log10(rawStep));
  const step = Math.max(1, [1, 2, 5, 10].map((factor) => factor * magnitude).find((s) => s >= rawStep) ?? rawStep);
  const steps = Math.ceil(max / step);
  return Array.from({ length: steps + 1 }, (_, index) => index * step);
}

/** Show every n-th x label so labels of `labelWidth` px never overlap on a `plotWidth` px axis. */
export function labelEvery(count: number, plotWidth: number, labelWidth = 44): number {
  if (count === 0 || plotWidth <= 0) return 1;
  return Math.max(1, Math.ceil((count * labelWidth) / plotWidth));
}

const compact = new Intl.NumberFormat(undefined, { notation: 'compact', maximumFractionDigits: 1 });
const whole = new Intl.NumberFormat();

/** 1.2K for axes. */
export const formatCompact = (value: number): string => compact.format(value);
/** 1,234 for figures. */
export const formatWhole = (value: number): string => whole.format(value);

/** The chart's frame: room for y labels on the left and x labels below. */
export const CHART_PADDING = { top: 12, right: 12, bottom: 28, left: 40 } as const;

/** Width to draw at before the container has been measured (first paint, tests). */
export const FALLBACK_CHART_WIDTH = 560;
