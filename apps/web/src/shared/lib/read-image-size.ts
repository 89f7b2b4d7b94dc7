/**
 * The size a picture shows at once the browser has decoded it (turned upright by its EXIF
 * orientation, as the server measures it), or null when it cannot be decoded.
 */
export function readImageSize(url: string): Promise<{ width: number; height: number } | null> {
  return new Promise((resolve) => {
    const image = new Image();
    image.onload = () =>
      resolve(image.naturalWidth > 0 ? { width: image.naturalWidth, height: image.naturalHeight } : null);
    image.onerror = () => resolve(null);
    image.src = url;
  });
}
