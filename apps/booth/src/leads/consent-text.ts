/**
 * The terms a guest agrees to before their answers are kept, in the guest's language (unless the
 * organiser wrote their own). The lead keeps this text exactly as shown, so the organiser can tell
 * later what each guest agreed to.
 */
import type { GuestText } from '@boothdeck/i18n';
import { englishText } from '@boothdeck/i18n/react';

export const termsText = (eventName: string, { t }: GuestText = englishText()): string =>
  t('kiosk.form.terms', { event: eventName });

export const marketingText = (eventName: string, { t }: GuestText = englishText()): string =>
  t('kiosk.form.marketing', { event: eventName });
