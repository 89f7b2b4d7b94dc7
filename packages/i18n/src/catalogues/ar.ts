/**
 * Arabic (Modern Standard), written right to left: pages in it get `dir="rtl"`. Its plurals use
 * all six of Arabic's forms. Keys and placeholders: en.ts.
 */
import type { Catalogue } from './en.ts';

export default {
  'common.language': 'اللغة',
  'common.done': 'تم',
  'common.back': 'رجوع',
  'common.skip': 'تخطٍّ',
  'common.oneMoment': 'لحظة من فضلك…',
  'common.none': 'بلا',

  'kiosk.attract.tap': 'المس الشاشة للبدء',
  'kiosk.attract.paused': 'الكشك في استراحة قصيرة. يُرجى التوجّه إلى أحد أفراد الطاقم.',
  'kiosk.attract.noModes': 'لم يُفعَّل أي وضع تصوير لهذه المناسبة.',
  'kiosk.mode.photo': 'صورة',
  'kiosk.mode.photoHint': 'صورة واحدة بعد عدّ تنازلي مدته {seconds} ثوانٍ',
  'kiosk.mode.gif': 'GIF ثلاثة في واحد',
  'kiosk.mode.gifHint':
    '{name}: {photos, plural, zero {لا صور} one {صورة واحدة} two {صورتان} few {# صور} many {# صورة} other {# صورة}} بفاصل {seconds, plural, zero {لا ثوانٍ} one {ثانية واحدة} two {ثانيتين} few {# ثوانٍ} many {# ثانية} other {# ثانية}}، تُجمع في صورة GIF',
  'kiosk.mode.burst': 'ثلاثة في واحد سريع',
  'kiosk.mode.burstHint':
    '{name}: {photos, plural, zero {لا صور} one {صورة واحدة} two {صورتان} few {# صور} many {# صورة} other {# صورة}} في لقطة متتابعة سريعة',
  'kiosk.mode.boomerang': 'بوميرانغ',
  'kiosk.mode.boomerangHint': 'لحظة تُعرض ذهابًا وإيابًا',
  'kiosk.mode.video': 'فيديو',
  'kiosk.mode.videoHint': 'مقطع مدته {seconds} ثانية',

  'kiosk.capture.liveView': 'البث المباشر من الكاميرا',
  'kiosk.capture.photoOf': 'الصورة {shot} من {frames}',
  'kiosk.capture.startingCamera': 'جارٍ تشغيل الكاميرا…',
  'kiosk.capture.failed': 'تعذّر التصوير. يُرجى المحاولة مرة أخرى.',
  'kiosk.capture.take': 'التقط',
  'kiosk.capture.record': 'ابدأ التسجيل',
  'kiosk.capture.recording': 'جارٍ التسجيل · {seconds} ث',
  'kiosk.look.frame': 'إطار',
  'kiosk.look.filter': 'فلتر',
  'kiosk.look.prop': 'إكسسوار',
  'kiosk.look.backdrop': 'خلفية',

  'kiosk.review.title': 'هل تحتفظ بهذه؟',
  'kiosk.review.keep': 'احتفظ بها',
  'kiosk.review.keeping': 'جارٍ الحفظ…',
  'kiosk.review.retake': 'أعد التصوير',
  'kiosk.review.yourCapture': 'صورتك',
  'kiosk.review.yourClip': 'مقطعك',
  'kiosk.review.keepFailed': 'تعذّر حفظ هذه اللقطة.',

  'kiosk.form.title': 'بياناتك',
  'kiosk.form.noForm': 'لا يوجد نموذج لهذه المناسبة.',
  'kiosk.form.terms':
    'بإرسال هذا النموذج توافق على أن يحتفظ منظّم {event} بإجاباتك ليرسل إليك صورك وما تطلبه هنا. لن تُشارَك مع أي طرف آخر، ويمكنك أن تطلب من المنظّم حذفها في أي وقت.',
  'kiosk.form.marketing':
    'نعم، أوافق على أن يرسل إليّ منظّم {event} الأخبار والعروض بالبريد الإلكتروني أو الرسائل النصية.',
  'kiosk.form.agree': 'أوافق على هذه الشروط *',
  'kiosk.form.termsRequired': 'يُرجى الموافقة على الشروط لإرسال بياناتك.',
  'kiosk.form.send': 'أرسل بياناتي',
  'kiosk.form.saveFailed': 'تعذّر حفظ بياناتك على هذا الكشك. يُرجى سؤال الطاقم.',
  'kiosk.form.choose': 'اختر…',
  'kiosk.contact.email': 'بريدك الإلكتروني',
  'kiosk.contact.phone': 'رقم جوالك',
  'kiosk.contact.required': 'هذا الحقل مطلوب',
  'kiosk.contact.invalidEmail': 'يُرجى كتابة بريد إلكتروني صحيح',
  'kiosk.contact.invalidPhone': 'يُرجى كتابة رقم جوال صحيح',

  'kiosk.share.title': 'خذها معك',
  'kiosk.share.thanks': 'شكرًا لك!',
  'kiosk.share.scan': 'امسح الرمز بكاميرا هاتفك.',
  'kiosk.share.qrLabel': 'رمز QR للوصول إلى صورتك',
  'kiosk.share.instagram': 'ثم احفظها وانشرها على إنستغرام.',
  'kiosk.share.kept': 'صورتك محفوظة في معرض المناسبة.',
  'kiosk.share.emailMe': 'أرسلها إلى بريدي',
  'kiosk.share.textMe': 'أرسلها برسالة نصية',
  'kiosk.share.onItsWay': 'في طريقها إلى {to}. ستُرسل فور انتهاء رفع صورتك.',
  'kiosk.share.queueFailed': 'تعذّرت إضافتها إلى قائمة الإرسال. يُرجى سؤال الطاقم.',

  'kiosk.offer.get': 'أريد قسيمتي',
  'kiosk.offer.noThanks': 'لا، شكرًا',
  'kiosk.offer.alsoEmail': 'أرسلها أيضًا إلى بريدي',
  'kiosk.offer.alsoSms': 'أرسلها أيضًا برسالة نصية',
  'kiosk.offer.waiting': 'جارٍ تجهيز قسيمتك…',
  'kiosk.offer.scan': 'امسح الرمز لفتح قسيمتك، ثم أظهرها للطاقم لاستخدامها.',
  'kiosk.offer.qrLabel': 'رمز QR لقسيمتك',

  'kiosk.print.copies': 'النسخ',
  'kiosk.print.fewer': 'نسخ أقل',
  'kiosk.print.more': 'نسخ أكثر',
  'kiosk.print.count':
    '{copies, plural, zero {لا نسخ} one {نسخة واحدة} two {نسختان} few {# نسخ} many {# نسخة} other {# نسخة}}',
  'kiosk.print.print': 'اطبع',
  'kiosk.print.printing':
    'جارٍ طباعة {copies, plural, zero {لا نسخ} one {نسخة واحدة} two {نسختين} few {# نسخ} many {# نسخة} other {# نسخة}}…',
  'kiosk.print.printed':
    '{copies, plural, zero {لا نسخ في الطريق.} one {نسخة واحدة في الطريق: استلمها من الطابعة.} two {نسختان في الطريق: استلمهما من الطابعة.} few {# نسخ في الطريق: استلمها من الطابعة.} many {# نسخة في الطريق: استلمها من الطابعة.} other {# نسخة في الطريق: استلمها من الطابعة.}}',
  'kiosk.print.limitReached': 'طبعت هذه المناسبة كل النسخ المسموح بها: لا مزيد من الطباعة اليوم.',
  'kiosk.print.printingOff': 'لا تتوفر الطباعة في هذه المناسبة.',
  'kiosk.print.failed': 'تعذّرت الطباعة. يُرجى سؤال الطاقم.',

  'kiosk.paused.title': 'نعود بعد لحظات',
  'kiosk.paused.text': 'الكشك في استراحة قصيرة. يُرجى العودة بعد قليل.',

  'guest.gallery.page': 'المعرض',
  'guest.gallery.slideShow': 'عرض الشرائح',
  'guest.gallery.empty': 'لا توجد صور بعد',
  'guest.gallery.loadingMore': 'جارٍ تحميل المزيد',
  'guest.gallery.tryAgain': 'حاول مجددًا',
  'guest.gallery.logo': 'شعار {event}',
  'guest.gallery.count':
    '{count, plural, zero {لا صور} one {صورة واحدة} two {صورتان} few {# صور} many {# صورة} other {# صورة}}',

  'guest.privacy.ownTitle': 'صورك',
  'guest.privacy.ownHint': 'تظهر هنا فقط الصور التي فتحتها على هذا الهاتف، من رابطك أو من رمز QR الخاص بالكشك.',
  'guest.privacy.ownEmptyTitle': 'لا توجد صور هنا بعد',
  'guest.privacy.ownEmpty':
    'افتح الرابط في البريد الإلكتروني أو الرسالة النصية التي أرسلها إليك الكشك، أو امسح رمز QR الذي عرضه لك، وستظهر صورك هنا.',
  'guest.privacy.offTitle': 'لا يوجد معرض عام لهذه المناسبة',
  'guest.privacy.off':
    'افتح صورك من الرابط في البريد الإلكتروني أو الرسالة النصية التي أرسلها إليك الكشك، أو من رمز QR الذي عرضه لك.',

  'guest.data.title': 'بياناتك',
  'guest.data.pageTitle': 'بياناتك – {event}',
  'guest.data.wait': 'يُرجى الانتظار',
  'guest.data.contactIntro':
    'اكتب البريد الإلكتروني أو رقم الجوال الذي قدّمته في المناسبة. سنرسل إليه رمزًا للتأكد من أنه لك.',
  'guest.data.contactLabel': 'البريد الإلكتروني أو رقم الجوال',
  'guest.data.sendCode': 'أرسل لي رمزًا',
  'guest.data.code': 'الرمز',
  'guest.data.confirm': 'تأكيد',
  'guest.data.newCode': 'اطلب رمزًا جديدًا',
  'guest.data.holds': 'ما يحتفظ به {event} تحت عنوانك:',
  'guest.data.download': 'نزّل بياناتي',
  'guest.data.erase': 'احذف بياناتي',
  'guest.data.eraseText':
    'تُحذف بياناتك وإجاباتك وسجلات موافقتك والرسائل المرسلة إليك نهائيًا. يرى المنظّم أن عملية حذف قد تمت، لا ما حُذف.',
  'guest.data.eraseCaptures': 'احذف صوري ومقاطعي أيضًا',
  'guest.data.keep': 'احتفظ ببياناتي',
  'guest.data.eraseForGood': 'احذف نهائيًا',
  'guest.data.erased': 'حُذفت بياناتك',
  'guest.data.receipt': 'الإيصال {receipt}، {erasedAt}.',
  'guest.data.erasedFrom': 'حُذف من {event}:',
  'guest.data.copySent': 'أُرسلت نسخة من هذا الإيصال إلى {to}.',
  'guest.data.leads':
    '{count, plural, zero {لا سجلات اتصال} one {سجل اتصال واحد (بياناتك وإجاباتك)} two {سجلا اتصال (بياناتك وإجاباتك)} few {# سجلات اتصال (بياناتك وإجاباتك)} many {# سجل اتصال (بياناتك وإجاباتك)} other {# سجل اتصال (بياناتك وإجاباتك)}}',
  'guest.data.consents':
    '{count, plural, zero {لا سجلات موافقة} one {سجل موافقة واحد} two {سجلا موافقة} few {# سجلات موافقة} many {# سجل موافقة} other {# سجل موافقة}}',
  'guest.data.shares':
    '{count, plural, zero {لا رسائل مرسلة إليك} one {رسالة واحدة مرسلة إليك} two {رسالتان مرسلتان إليك} few {# رسائل مرسلة إليك} many {# رسالة مرسلة إليك} other {# رسالة مرسلة إليك}}',
  'guest.data.captures':
    '{count, plural, zero {لا صور أو مقاطع} one {صورة أو مقطع واحد} two {صورتان أو مقطعان} few {# صور أو مقاطع} many {# صورة أو مقطعًا} other {# صورة أو مقطع}}',
  'guest.data.codeSent': 'إن كان هذا الحدث يحتفظ بشيء تحت هذا العنوان، فسيصلك رمز عليه.',
  'guest.data.contactInvalid': 'اكتب البريد الإلكتروني أو رقم الجوال الذي قدّمته في الحدث.',
  'guest.data.codeWrong': 'هذا الرمز غير صحيح. تحقّق منه وحاول مرة أخرى.',
  'guest.data.requestClosed': 'انتهت صلاحية هذا الرمز أو أُدخل خطأً مرات كثيرة. اطلب رمزًا جديدًا.',
  'guest.data.passExpired': 'انتهت صلاحية تأكيدك. اطلب رمزًا جديدًا.',
  'guest.data.tooMany': 'محاولات كثيرة حاليًا. انتظر قليلًا ثم حاول مرة أخرى.',

  'mail.greeting': 'مرحبًا،',
  'mail.share.subject': 'صورتك من {event}',
  'mail.share.body': 'إليك صورتك من {event}.',
  'mail.share.button': 'اعرض صورتي',
  'mail.share.sms': 'صورتك من {event}:',
  'mail.buttonFallback': 'إن لم يعمل الزر، افتح هذا العنوان: {link}',
  'mail.yourData': 'بياناتك: اطّلع على ما يحتفظ به هذا الحدث عنك أو احذفه',
  'mail.data.codeSubject': 'رمزك لـ {event}',
  'mail.data.code': 'رمزك هو {code}.',
  'mail.data.codeUse':
    'اكتبه في الصفحة التي طلبت منها الاطلاع على ما يحتفظ به {event} عنك أو حذفه. يبقى صالحًا لمدة {minutes} دقيقة.',
  'mail.data.codeIgnore': 'إن لم تطلب ذلك، فتجاهل هذه الرسالة: لا يحدث شيء دون الرمز.',
  'mail.data.receiptSubject': 'حُذفت بياناتك من {event}',
  'mail.data.receipt': 'الإيصال {receipt}: حُذفت بياناتك من {event} في {erasedAt}.',
  'mail.data.erasedList': 'ما حُذف: {leads}، {consents}، {shares}، {captures}.',
  'mail.data.organiserSees': 'يرى المنظّم أن حذفًا قد تم ومتى، لا ما الذي حُذف.',
  'mail.data.footer': 'وصلتك هذه الرسالة لأن أحدًا طلب البيانات التي يحتفظ بها حدث تحت هذا العنوان.',
  'mail.voucher.subject': 'قسيمتك: {offer}',
  'mail.voucher.intro': 'إليك قسيمتك من {event}: {offer}.',
  'mail.voucher.validUntil': 'صالحة حتى {expires}.',
  'mail.voucher.claim': 'أظهر صفحة القسيمة لأحد أفراد الطاقم لاستخدامها.',
  'mail.voucher.button': 'افتح قسيمتي',
  'mail.voucher.footer': 'أُرسلت من {event} عبر Boothdeck.',
  'mail.voucher.sms': 'قسيمتك من {event}: {offer}. صالحة حتى {expires}. {link}',
} satisfies Catalogue;
