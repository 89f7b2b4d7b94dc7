/** How far below the top of the document an element starts, whatever the page's scroll position. */
export function documentTop(element: HTMLElement | null): number {
  let top = 0;
  for (let node: Element | null = element; node instanceof HTMLElement; node = node.offsetParent) top += node.offsetTop;
  return top;
}
