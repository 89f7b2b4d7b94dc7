/**
 * A ZIP written while it is sent: entries are STORED (media are already compressed, so
 * deflating would cost time for nothing), each file is opened only when the archive reaches it
 * and read as a stream, and no archive is ever kept on disk or in memory. When every entry's
 * size is known in advance the archive's own size is too, so the reply can carry
 * Content-Length. yazl switches to ZIP64 by itself past 4 GB.
 */
import type { Readable } from 'node:stream';
import { type EndOptions, ZipFile } from 'yazl';

export type ArchiveEntry = {
  /** The path inside the archive. */
  name: string;
  /** Bytes of the file, when known; an entry without one leaves the archive's size unknown. */
  size: number | null;
  mtime: Date;
  open: () => Promise<Readable>;
};

export type StoredZip = {
  add(entry: ArchiveEntry): void;
  /** No more entries: the stream to send and, when it can be known now, its length in bytes. */
  finish(): Promise<{ stream: Readable; size: number | undefined }>;
  /** Stops the archive and closes the file being read: the reply will not send it. */
  abort(): void;
};

// @types/yazl leaves out the size the end callback is given.
type EndWithSize = (options: Partial<EndOptions>, onSize: (size: number) => void) => void;

export function createStoredZip(): StoredZip {
  const zip = new ZipFile();
  // yazl's output is a PassThrough; its typings call it only a NodeJS.ReadableStream.
  const output = zip.outputStream as Readable;
  let reading: Readable | undefined;
  let failure: Error | undefined;
  // A file that cannot be read ends the download as a failed transfer, not a short archive.
  zip.on('error', (error: Error) => {
    failure = error;
    output.destroy(error);
  });
  // Once sent, Fastify reports the stream's failure and ends the reply; before that (a file
  // missing while rows are still read), this keeps it from ending the process.
  output.on('error', () => {});
  // The client went away: close the file being read rather than leave it open.
  output.on('close', () => reading?.destroy());

  return {
    add({ name, size, mtime, open }) {
      const options = { compress: false, mtime, ...(size === null ? {} : { size }) };
      zip.addReadStreamLazy(name, options, (callback) => {
        open().then(
          (stream) => {
            reading = stream;
            callback(null, stream);
          },
          (error: unknown) => callback(error, output),
        );
      });
    },

    finish() {
      return new Promise((resolve, reject) => {
        // yazl never reports the size of an archive that has already failed.
        if (failure) return reject(failure);
        zip.once('error', reject);
        (zip.end.bind(zip) as unknown as EndWithSize)({}, (size) => {
          zip.off('error', reject);
          resolve({ stream: output, size: size >= 0 ? size : undefined });
        });
      });
    },

    abort() {
      output.destroy();
    },
  };
}
