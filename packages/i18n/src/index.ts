/** Guest languages: the catalogues, their loading and the text functions over them (React parts in ./react). */
export { type Catalogue, type CatalogueKey, en as ENGLISH_CATALOGUE } from './catalogues/en.ts';
export { type GuestText, guestTextOf, intlOf, type TextValues } from './guest-text.ts';
export { loadCatalogue } from './load-catalogue.ts';
