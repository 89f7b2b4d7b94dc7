import { type KeyboardEvent, type PointerEvent, useState } from 'react';

/**
 * Which datum of a chart is highlighted: under the pointer, or moved with the arrow keys
 * while the chart has focus. `indexAt` maps a pointer's x (px from the chart's left edge) to a datum.
 */
export function useChartPointer(count: number, indexAt: (x: number) => number | null) {
  const [active, setActive] = useState<number | null>(null);

  return {
    active: active !== null && active < count ? active : null,
    setActive,
    handlers: {
      onPointerMove(event: PointerEvent<Element>) {
        const bounds = event.currentTarget.getBoundingClientRect();
        setActive(indexAt(event.clientX - bounds.left));
      },
      onPointerLeave: () => setActive(null),
      onBlur: () => setActive(null),
      onKeyDown(event: KeyboardEvent<Element>) {
        if (count === 0) return;
        const step = { ArrowRight: 1, ArrowLeft: -1 }[event.key];
        if (step === undefined) return;
        event.preventDefault();
        setActive((current) => (current === null ? (step > 0 ? 0 : count - 1) : (current + step + count) % count));
      },
    },
  };
}
