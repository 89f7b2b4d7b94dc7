/** A file sent as a reply (a download, a gallery file, an export): its headers and its bytes. */
import type { Readable } from 'node:stream';

export type FileReply = { headers: Record<string, string | number>; body: Readable };

/** A file the browser fetches from another address (a short-lived address of the file's store). */
export type FileRedirect = { redirect: string };

/** The Content-Disposition of a file saved as `fileName`, which must be plain ASCII needing no quoting. */
export const attachment = (fileName: string) => `attachment; filename="${fileName}"`;
