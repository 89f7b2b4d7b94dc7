/** The order an animation plays its frames in. */

/**
 * Forward, then back without showing either end twice: 4 frames play 0 1 2 3 2 1, and the loop
 * goes on to 0. One or two frames have no way back to show.
 */
export function boomerangOrder(count: number): number[] {
  const forward = Array.from({ length: count }, (_, index) => index);
  const back = forward.slice(1, -1).reverse();
  return [...forward, ...back];
}

export function frameOrder(count: number, boomerang = false): number[] {
  return boomerang ? boomerangOrder(count) : Array.from({ length: count }, (_, index) => index);
}
