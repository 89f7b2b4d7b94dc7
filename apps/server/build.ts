/**
 * npm run build (in apps/server): the server as one ES module, dist/main.js (and dist/worker.js), which plain `node`
 * runs in production. The contract package is shared between the apps as TypeScript source, so
 * it is bundled in; every installed package stays an import that Node.js resolves from
 * node_modules at run time, as in development, native ones (better-sqlite3, argon2, sharp) too.
 */
import { build, type Plugin } from 'esbuild';

const WORKSPACE_SCOPE = '@boothdeck/';

const installedPackagesStayExternal: Plugin = {
  name: 'installed-packages-stay-external',
  setup(bundler) {
    // A bare specifier (not ./x or /x) names a package or a Node.js built-in.
    bundler.onResolve({ filter: /^[^./]/ }, ({ path }) =>
      path.startsWith(WORKSPACE_SCOPE) ? undefined : { path, external: true },
    );
  },
};

await build({
  absWorkingDir: import.meta.dirname,
  // The worker entry sets ROLE and runs main: two bundles, dist/main.js and dist/worker.js.
  entryPoints: ['src/main.ts', 'src/worker.ts'],
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  plugins: [installedPackagesStayExternal],
  logLevel: 'warning',
});
