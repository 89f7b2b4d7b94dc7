/**
 * Builds ship the catalogues already parsed: each ICU message becomes FormatJS's message tree at
 * build time, so the browser never needs the ICU parser, which the bundles then leave out (the
 * alias below points FormatJS at its parser-less build). About 13 KB gzip less on the kiosk's and
 * the gallery's first load. Tests and the server read the catalogues as written.
 */
import { parse } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';

const CATALOGUE = /[\\/]packages[\\/]i18n[\\/]src[\\/]catalogues[\\/](\w+)\.ts$/;

/** The catalogue's object literal, as written between its first `{` and its closing `} as const` / `} satisfies`. */
function messagesOf(source: string, file: string): Record<string, string> {
  const start = source.indexOf('{', source.search(/export (default|const \w+ =)/));
  const end = source.search(/\}\s*(as const|satisfies Catalogue);/);
  if (start < 0 || end < 0) throw new Error(`${file}: a catalogue is one object literal`);
  // Our own source, of string keys and string values only.
  return new Function(`return (${source.slice(start, end + 1)});`)() as Record<string, string>;
}

export function precompiledCatalogues(): Plugin {
  return {
    name: 'boothdeck-precompiled-catalogues',
    apply: 'build',
    enforce: 'pre',
    config: () => ({
      resolve: {
        alias: [
          {
            find: /^@formatjs\/icu-messageformat-parser$/,
            replacement: '@formatjs/icu-messageformat-parser/no-parser.js',
          },
        ],
      },
    }),
    transform(source, id) {
      const match = CATALOGUE.exec(id);
      if (!match) return null;
      const trees = Object.fromEntries(
        Object.entries(messagesOf(source, id)).map(([key, message]) => [key, parse(message)]),
      );
      const json = JSON.stringify(trees);
      // en.ts is read by name (it is every other's reference); the others by their default export.
      const code = match[1] === 'en' ? `export const en = ${json};\nexport default en;` : `export default ${json};`;
      return { code, map: null };
    },
  };
}
