import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useLayoutEffect, useRef, useState } from 'react';
import { documentTop } from '@/shared/lib/document-top';

type WindowRowsOptions = { count: number; rowHeight: number; overscan: number };

/**
 * Rows of one height scrolled by the window, of which only those near the screen are drawn:
 * `listRef` goes on the element that holds them (as tall as `virtualizer.getTotalSize()`), and a
 * row's offset in it is `row.start - listTop`.
 */
export function useWindowRows({ count, rowHeight, overscan }: WindowRowsOptions) {
  const listRef = useRef<HTMLDivElement>(null);
  const [listTop, setListTop] = useState(0);
  const virtualizer = useWindowVirtualizer({
    count,
    estimateSize: () => rowHeight,
    overscan,
    scrollMargin: listTop,
  });

  // The rows are placed from the top of the page, so the list needs to know where it starts.
  useLayoutEffect(() => {
    const top = documentTop(listRef.current);
    if (top !== listTop) setListTop(top);
  });

  // Row heights follow the list's width; the virtualiser keeps its old estimates until told.
  useLayoutEffect(() => {
    if (rowHeight > 0) virtualizer.measure();
  }, [virtualizer, rowHeight]);

  return { virtualizer, listRef, listTop };
}
