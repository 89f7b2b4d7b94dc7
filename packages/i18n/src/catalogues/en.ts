/**
 * English: the reference catalogue. Every other catalogue has exactly its keys and, in each
 * message, its placeholders (catalogues.test.ts). Messages are ICU MessageFormat: `{name}` is a
 * placeholder, `{count, plural, one {…} other {…}}` picks the language's plural form.
 *
 * Adding a text: its key here and in each other catalogue of this folder, one line per language.
 * Keys are grouped by where a guest reads them: `kiosk.`, `guest.` (the web's guest pages),
 * `mail.` (e-mails and SMS, made on the server), `common.`.
 */
export const en = {
  'common.language': 'Language',
  'common.done': 'Done',
  'common.back': 'Back',
  'common.skip': 'Skip',
  'common.oneMoment': 'One moment…',
  'common.none': 'None',

  'kiosk.attract.tap': 'Tap to start',
  'kiosk.attract.paused': 'The booth is taking a short break. Please ask a member of staff.',
  'kiosk.attract.noModes': 'This event has no capture mode switched on.',
  'kiosk.mode.photo': 'Photo',
  'kiosk.mode.photoHint': 'One photo after a {seconds}-second countdown',
  'kiosk.mode.gif': '3 in 1 GIF',
  'kiosk.mode.gifHint':
    '{name}: {photos, plural, one {# photo} other {# photos}}, {seconds, plural, one {# second} other {# seconds}} apart, made into a GIF',
  'kiosk.mode.burst': '3 in 1 fast',
  'kiosk.mode.burstHint': '{name}: {photos, plural, one {# photo} other {# photos}} in a quick burst',
  'kiosk.mode.boomerang': 'Boomerang',
  'kiosk.mode.boomerangHint': 'A moment that plays forwards and back',
  'kiosk.mode.video': 'Video',
  'kiosk.mode.videoHint': 'A {seconds}-second clip',

  'kiosk.capture.liveView': 'Live camera view',
  'kiosk.capture.photoOf': 'Photo {shot} of {frames}',
  'kiosk.capture.startingCamera': 'Starting the camera…',
  'kiosk.capture.failed': 'The capture failed. Please try again.',
  'kiosk.capture.take': 'Take it',
  'kiosk.capture.record': 'Start recording',
  'kiosk.capture.recording': 'Recording · {seconds} s',
  'kiosk.look.frame': 'Frame',
  'kiosk.look.filter': 'Filter',
  'kiosk.look.prop': 'Prop',
  'kiosk.look.backdrop': 'Backdrop',

  'kiosk.review.title': 'Keep this one?',
  'kiosk.review.keep': 'Keep it',
  'kiosk.review.keeping': 'Keeping…',
  'kiosk.review.retake': 'Retake',
  'kiosk.review.yourCapture': 'Your capture',
  'kiosk.review.yourClip': 'Your clip',
  'kiosk.review.keepFailed': 'This capture could not be kept.',

  'kiosk.form.title': 'Your details',
  'kiosk.form.noForm': 'This event has no form to fill in.',
  'kiosk.form.terms':
    'By sending this form you agree that the organiser of {event} keeps your answers to send you your photos and what you ask for here. They are not passed on to anyone else. You can ask the organiser to remove them at any time.',
  'kiosk.form.marketing': 'Yes, the organiser of {event} may send me news and offers by e-mail or text message.',
  'kiosk.form.agree': 'I agree to these terms *',
  'kiosk.form.termsRequired': 'Please agree to the terms to send your details.',
  'kiosk.form.send': 'Send my details',
  'kiosk.form.saveFailed': 'Your details could not be saved on this booth. Please ask the staff.',
  'kiosk.form.choose': 'Choose…',
  'kiosk.contact.email': 'Your e-mail address',
  'kiosk.contact.phone': 'Your mobile number',
  'kiosk.contact.required': 'This field is required',
  'kiosk.contact.invalidEmail': 'Please type a valid email',
  'kiosk.contact.invalidPhone': 'Please type a valid mobile number',

  'kiosk.share.title': 'Take it with you',
  'kiosk.share.thanks': 'Thank you!',
  'kiosk.share.scan': 'Scan with your phone’s camera.',
  'kiosk.share.qrLabel': 'QR code to your capture',
  'kiosk.share.instagram': 'Then save it and post it on Instagram.',
  'kiosk.share.kept': 'Your capture is kept for the event’s gallery.',
  'kiosk.share.emailMe': 'E-mail it to me',
  'kiosk.share.textMe': 'Text it to me',
  'kiosk.share.onItsWay': 'On its way to {to}. It goes as soon as your capture has uploaded.',
  'kiosk.share.queueFailed': 'It could not be queued. Please ask the staff.',

  'kiosk.offer.get': 'Get my voucher',
  'kiosk.offer.noThanks': 'No, thanks',
  'kiosk.offer.alsoEmail': 'Also send it to my e-mail',
  'kiosk.offer.alsoSms': 'Also send it to my phone by SMS',
  'kiosk.offer.waiting': 'Getting your voucher…',
  'kiosk.offer.scan': 'Scan to open your voucher. Show it to the staff to claim it.',
  'kiosk.offer.qrLabel': 'Your voucher’s QR code',

  'guest.gallery.page': 'Gallery',
  'guest.gallery.slideShow': 'Slide show',
  'guest.gallery.empty': 'Items Not Available',
  'guest.gallery.loadingMore': 'Loading more',
  'guest.gallery.tryAgain': 'Try again',
  'guest.gallery.logo': '{event} logo',
  'guest.gallery.count': '{count, plural, one {# photo} other {# photos}}',

  'mail.greeting': 'Hi there,',
  'mail.share.subject': 'Your photo from {event}',
  'mail.share.body': 'Here is your photo from {event}.',
  'mail.share.button': 'View my photo',
  'mail.share.sms': 'Your photo from {event}:',
  'mail.buttonFallback': 'If the button does not work, open this address: {link}',
  'mail.voucher.subject': 'Your voucher: {offer}',
  'mail.voucher.intro': 'Here is your voucher from {event}: {offer}.',
  'mail.voucher.validUntil': 'Valid until {expires}.',
  'mail.voucher.claim': 'Show the voucher page to a member of staff to claim it.',
  'mail.voucher.button': 'Open my voucher',
  'mail.voucher.footer': 'Sent by {event} through Boothdeck.',
  'mail.voucher.sms': 'Your voucher from {event}: {offer}. Valid until {expires}. {link}',
} as const;

export type CatalogueKey = keyof typeof en;
export type Catalogue = Record<CatalogueKey, string>;
