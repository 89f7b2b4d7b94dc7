export { GuestLanguageProvider } from './guest-language-provider.tsx';
export { LanguageSwitch } from './language-switch.tsx';
export { englishText, useGuestText } from './use-guest-text.ts';
