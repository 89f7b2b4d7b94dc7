/** When the terms and the privacy policy last changed; shown at the top of both. */
export const LEGAL_UPDATED = '28 November 2026';
