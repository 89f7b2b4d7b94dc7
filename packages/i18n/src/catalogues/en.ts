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

  'kiosk.print.copies': 'Copies',
  'kiosk.print.fewer': 'Fewer copies',
  'kiosk.print.more': 'More copies',
  'kiosk.print.count': '{copies, plural, one {# print} other {# prints}}',
  'kiosk.print.print': 'Print',
  'kiosk.print.printing': 'Printing {copies, plural, one {# print} other {# prints}}…',
  'kiosk.print.printed':
    '{copies, plural, one {# print on the way: collect it at the printer.} other {# prints on the way: collect them at the printer.}}',
  'kiosk.print.limitReached': 'This event has printed all the prints it may: no more prints today.',
  'kiosk.print.printingOff': 'This event does not print.',
  'kiosk.print.failed': 'The print could not be made. Please ask the staff.',

  'kiosk.paused.title': 'Back in a moment',
  'kiosk.paused.text': 'The booth is taking a short break. Please come back shortly.',

  'guest.gallery.page': 'Gallery',
  'guest.gallery.slideShow': 'Slide show',
  'guest.gallery.empty': 'Items Not Available',
  'guest.gallery.loadingMore': 'Loading more',
  'guest.gallery.tryAgain': 'Try again',
  'guest.gallery.logo': '{event} logo',
  'guest.gallery.count': '{count, plural, one {# photo} other {# photos}}',

  'guest.privacy.ownTitle': 'Your photos',
  'guest.privacy.ownHint':
    'Only the photos you opened on this phone, from your link or the booth’s QR code, show here.',
  'guest.privacy.ownEmptyTitle': 'No photos here yet',
  'guest.privacy.ownEmpty':
    'Open the link in the e-mail or text message the booth sent you, or scan the QR code it showed you, and your photos will show here.',
  'guest.privacy.offTitle': 'This event has no public gallery',
  'guest.privacy.off':
    'Open your photos from the link in the e-mail or text message the booth sent you, or from the QR code it showed you.',

  'guest.data.title': 'Your data',
  'guest.data.pageTitle': 'Your data – {event}',
  'guest.data.wait': 'Please wait',
  'guest.data.contactIntro':
    'Type the e-mail address or mobile number you gave at the event. We send a code there to make sure it is yours.',
  'guest.data.contactLabel': 'E-mail address or mobile number',
  'guest.data.sendCode': 'Send me a code',
  'guest.data.code': 'Code',
  'guest.data.confirm': 'Confirm',
  'guest.data.newCode': 'Ask for a new code',
  'guest.data.holds': '{event} holds under your address:',
  'guest.data.download': 'Download my data',
  'guest.data.erase': 'Erase my data',
  'guest.data.eraseText':
    'Your details, answers, consent records and the messages sent to you are erased for good. The organiser sees that an erasure happened, not what it was.',
  'guest.data.eraseCaptures': 'Also erase my photos and clips',
  'guest.data.keep': 'Keep my data',
  'guest.data.eraseForGood': 'Erase for good',
  'guest.data.erased': 'Your data was erased',
  'guest.data.receipt': 'Receipt {receipt}, {erasedAt}.',
  'guest.data.erasedFrom': 'Erased from {event}:',
  'guest.data.copySent': 'A copy of this receipt was sent to {to}.',
  'guest.data.leads':
    '{count, plural, one {# contact record (your details and answers)} other {# contact records (your details and answers)}}',
  'guest.data.consents': '{count, plural, one {# consent record} other {# consent records}}',
  'guest.data.shares': '{count, plural, one {# message sent to you} other {# messages sent to you}}',
  'guest.data.captures': '{count, plural, one {# photo or clip} other {# photos or clips}}',

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
