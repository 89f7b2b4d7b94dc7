/** Fitting a picture of one shape into another. */

export type Rect = { x: number; y: number; width: number; height: number };

/**
 * The part of a `source`-sized picture that fills a `target`-shaped box without stretching
 * (CSS `object-fit: cover`): the centre, cut to the target's aspect ratio.
 */
export function coverCrop(source: { width: number; height: number }, target: { width: number; height: number }): Rect {
  const scale = Math.max(target.width / source.width, target.height / source.height);
  const width = target.width / scale;
  const height = target.height / scale;
  return { x: (source.width - width) / 2, y: (source.height - height) / 2, width, height };
}

/** A picture's own size, whatever kind of canvas image it is. */
export function sizeOf(source: CanvasImageSource): { width: number; height: number } {
  if (typeof HTMLVideoElement !== 'undefined' && source instanceof HTMLVideoElement)
    return { width: source.videoWidth, height: source.videoHeight };
  if (typeof HTMLImageElement !== 'undefined' && source instanceof HTMLImageElement)
    return { width: source.naturalWidth, height: source.naturalHeight };
  if (typeof VideoFrame !== 'undefined' && source instanceof VideoFrame)
    return { width: source.displayWidth, height: source.displayHeight };
  const sized = source as { width: number | SVGAnimatedLength; height: number | SVGAnimatedLength };
  const read = (value: number | SVGAnimatedLength) => (typeof value === 'number' ? value : value.baseVal.value);
  return { width: read(sized.width), height: read(sized.height) };
}

/**
 * The largest picture of `shape`'s aspect ratio that a `source`-sized picture fills without
 * being enlarged: a photo taken with a frame takes the frame's shape, cut from the camera's
 * picture (see `coverCrop`), so the frame is never stretched across it.
 */
export function largestInside(
  source: { width: number; height: number },
  shape: { width: number; height: number },
): { width: number; height: number } {
  const aspect = shape.width / shape.height;
  if (source.width / source.height > aspect)
    return { width: Math.round(source.height * aspect), height: source.height };
  return { width: source.width, height: Math.round(source.width / aspect) };
}
