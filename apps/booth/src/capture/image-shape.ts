/** The natural size of a picture at an address, once it has loaded (null before, or when it cannot load). */
import { useEffect, useState } from 'react';

export type Shape = { width: number; height: number };

export function useImageShape(url: string | undefined): Shape | null {
  const [shape, setShape] = useState<{ url: string; shape: Shape } | null>(null);
  useEffect(() => {
    if (!url) return;
    let current = true;
    const image = new Image();
    image.src = url;
    image
      .decode()
      .then(() => {
        if (current && image.naturalWidth > 0 && image.naturalHeight > 0)
          setShape({ url, shape: { width: image.naturalWidth, height: image.naturalHeight } });
      })
      .catch(() => {});
    return () => {
      current = false;
    };
  }, [url]);
  return shape && shape.url === url ? shape.shape : null;
}
