/** The public gallery's addresses (the organiser's share previews are in shared/config/paths). */
export const galleryPath = (galleryId: string) => `/social/gallery/${galleryId}`;
export const passwordPath = (galleryId: string) => `/social/gallery/password/${galleryId}`;
/** The grid links each item to its share view. */
export const shareViewPath = (viewId: string) => `/gallery/share/view/one/${viewId}`;
export const slideShowPath = (galleryId: string) => `/social/slide-show/${galleryId}`;
