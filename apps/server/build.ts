/**
 * npm run build (in apps/server): the server as one ES module, dist/main.js (and dist/worker.js), and each
 * operator tool as one of its own (dist/demo.js, …), which plain `node` runs in production. The contract package is shared between the apps as TypeScript source, so
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

/** The server's entry points, by the name of the file each becomes (main.js, worker.js). */
export const SERVER_ENTRY_POINTS = { main: 'src/main.ts', worker: 'src/worker.ts' } as const;

/**
 * The operator tools, by the name of the file each becomes (`node dist/demo.js`): built beside
 * the server, so an install with production dependencies only runs them without tsx.
 */
export const TOOL_ENTRY_POINTS = {
  backup: 'tools/backup/backup.ts',
  demo: 'tools/demo/load-demo.ts',
  migrate: 'tools/migrate.ts',
  'migrate-to': 'tools/migrate-to/migrate-to.ts',
  restore: 'tools/backup/restore.ts',
  'sweep-orphan-files': 'tools/sweep-orphan-files.ts',
} as const;

/**
 * Bundles the entry points (the server's and the tools' unless told) into `outdir`, which must sit directly in
 * apps/server: the bundle finds the server's assets one folder up (src/server-root.ts). The
 * tests build their own copy of it, under names of their own (`entryNames`, as esbuild reads it).
 */
export async function bundleServer(
  outdir: string,
  options: { entryPoints?: Record<string, string>; entryNames?: string } = {},
): Promise<void> {
  await build({
    absWorkingDir: import.meta.dirname,
    // The worker entry sets ROLE and runs main: two bundles, dist/main.js and dist/worker.js.
    entryPoints: options.entryPoints ?? { ...SERVER_ENTRY_POINTS, ...TOOL_ENTRY_POINTS },
    outdir,
    ...(options.entryNames ? { entryNames: options.entryNames } : {}),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    plugins: [installedPackagesStayExternal],
    logLevel: 'warning',
  });
}

if (process.argv[1] === import.meta.filename) await bundleServer('dist');
