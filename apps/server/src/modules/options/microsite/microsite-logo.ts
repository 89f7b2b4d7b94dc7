/**
 * Microsite logos. A form sends a new logo as a data URL (under 50 KB, re-encoded), or the
 * address of a logo it loaded: the record's current one, a standard template's, or one of the
 * organiser's saved templates' or events' (copied, so each record owns its file). Anything else
 * is refused.
 */
import { MICROSITE_LOGO_MAX_BYTES } from '@boothdeck/contract';
import { MESSAGES } from '@boothdeck/contract/messages';
import { z } from 'zod';
import { AppError } from '../../../shared/app-error.ts';
import { libraryUrl } from '../../libraries/index.ts';
import type { OptionsContext } from '../option-context.ts';
import type { OptionImages } from '../option-images.ts';

export const logoRefSchema = z
  .discriminatedUnion('kind', [
    z.object({ kind: z.literal('media'), key: z.string() }),
    z.object({ kind: z.literal('library'), file: z.string() }),
  ])
  .nullable();
export type LogoRef = z.infer<typeof logoRefSchema>;

const FIELD = 'contents.logo';

export function logoUrlOf(ref: LogoRef, images: OptionImages): string {
  if (ref === null) return '';
  return ref.kind === 'media' ? images.url(ref.key) : libraryUrl(ref.file);
}

/** The logo's own storage key, if the record has one. */
export const logoFileOf = (ref: LogoRef): string | null => (ref?.kind === 'media' ? ref.key : null);

/** The path of an address the browser was given (absolute or not). */
function pathOf(address: string): string {
  if (!/^https?:\/\//i.test(address)) return address;
  try {
    return new URL(address).pathname;
  } catch {
    return address;
  }
}

const sameAddress = (address: string, url: string) => url !== '' && (address === url || pathOf(address) === url);

const mediaKeyOf = (logo: unknown): string[] => {
  const ref = logoRefSchema.safeParse(logo);
  return ref.success && ref.data?.kind === 'media' ? [ref.data.key] : [];
};

/** Logo files of the organiser's saved templates and events (a template editor may start from either). */
async function ownLogoKeys(options: OptionsContext, userId: number): Promise<string[]> {
  const [saved, events] = await Promise.all([
    options.templates.savedMicrositeContents(userId),
    options.ownedEventIds(userId).then((ids) => options.settings.ofEvents(ids, 'microsite')),
  ]);
  return [
    ...saved.flatMap((json) => mediaKeyOf((JSON.parse(json) as { logo?: unknown }).logo)),
    ...events.flatMap((json) => mediaKeyOf((JSON.parse(json) as { look?: { logo?: unknown } }).look?.logo)),
  ];
}

/**
 * What `logo` from a form refers to. `created` is a file stored for it now, which the caller
 * must discard if it cannot save the record.
 */
export async function resolveLogo(
  options: OptionsContext,
  userId: number,
  logo: string,
  current: LogoRef,
): Promise<{ ref: LogoRef; created: string | null }> {
  const address = logo.trim();
  if (address === '') return { ref: null, created: null };
  if (address.startsWith('data:')) {
    const image = await options.images.read(address, {
      field: FIELD,
      maxBytes: MICROSITE_LOGO_MAX_BYTES,
      invalidText: MESSAGES.invalidImage,
      tooLargeText: MESSAGES.logoTooLarge,
    });
    const key = await options.images.store('micro_site', image);
    return { ref: { kind: 'media', key }, created: key };
  }
  if (sameAddress(address, logoUrlOf(current, options.images))) return { ref: current, created: null };

  const libraryPrefix = libraryUrl('');
  const path = pathOf(address);
  if (path.startsWith(libraryPrefix)) {
    const file = decodeURIComponent(path.slice(libraryPrefix.length));
    if (await options.templates.isMicrositeLogoFile(file)) return { ref: { kind: 'library', file }, created: null };
  }
  for (const key of await ownLogoKeys(options, userId)) {
    if (sameAddress(address, options.images.url(key))) {
      const copy = await options.images.copy(key, 'micro_site');
      return { ref: { kind: 'media', key: copy }, created: copy };
    }
  }
  throw AppError.validation(FIELD, MESSAGES.invalidImage);
}
