import { describe, expect, it } from 'vitest';
import { DESIGN_IMAGE_INVALID, DESIGN_IMAGE_MAX_BYTES, designImageFileError } from './design-image-file';

describe('images placed on the canvas', () => {
  it('takes PNG, JPEG and WebP files up to 5 MB', () => {
    for (const type of ['image/png', 'image/jpeg', 'image/webp']) {
      expect(designImageFileError({ type, size: DESIGN_IMAGE_MAX_BYTES })).toBeNull();
    }
  });

  it('refuses other kinds, empty files and larger ones', () => {
    expect(designImageFileError({ type: 'image/gif', size: 100 })).toBe(DESIGN_IMAGE_INVALID);
    expect(designImageFileError({ type: 'image/svg+xml', size: 100 })).toBe(DESIGN_IMAGE_INVALID);
    expect(designImageFileError({ type: 'image/png', size: 0 })).toBe(DESIGN_IMAGE_INVALID);
    expect(designImageFileError({ type: 'image/png', size: DESIGN_IMAGE_MAX_BYTES + 1 })).toBe(DESIGN_IMAGE_INVALID);
  });
});
