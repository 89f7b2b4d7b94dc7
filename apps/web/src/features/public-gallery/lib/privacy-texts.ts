/** What guests read of a gallery's privacy: every such text of the guest pages, in one place. */
export const PRIVACY_TEXTS = {
  ownTitle: 'Your photos',
  ownHint: 'Only the photos you opened on this phone, from your link or the booth’s QR code, show here.',
  ownEmptyTitle: 'No photos here yet',
  ownEmpty:
    'Open the link in the e-mail or text message the booth sent you, or scan the QR code it showed you, and your photos will show here.',
  offTitle: 'This event has no public gallery',
  off: 'Open your photos from the link in the e-mail or text message the booth sent you, or from the QR code it showed you.',
} as const;
