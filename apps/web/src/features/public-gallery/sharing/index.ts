/** What the public gallery's pages use to share an item. */
export { countSocialShare } from './api/count-social-share';
export type { ShareModalProps } from './components/share-message-modal';
export { ShareByEmailModal, ShareBySmsModal } from './components/share-modals';
