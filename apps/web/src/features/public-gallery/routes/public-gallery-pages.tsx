/** The guests' pages, one chunk loaded on demand (see app/routes.tsx). */
export { GalleryPage } from './gallery-page';
export { PasswordPage } from './password-page';
export { ShareViewPage } from './share-view-page';
export { SlideShowPage } from './slide-show-page';
