/** When the terms and the privacy policy last changed; shown at the top of both. */
export const LEGAL_UPDATED = '24 November 2026';
