/** Reads a ZIP back for tests and journeys, with a reader that checks sizes and CRCs. */
import yauzl from 'yauzl';

export type ZipEntry = { name: string; method: number; bytes: Buffer };

/** Every entry of an archive, read with a ZIP reader that checks sizes and CRCs. */
export async function readZip(archive: Buffer): Promise<ZipEntry[]> {
  const zip = await yauzl.fromBufferPromise(archive, { lazyEntries: true });
  const entries: ZipEntry[] = [];
  await new Promise<void>((resolve, reject) => {
    zip.on('entry', (entry: yauzl.Entry) => {
      zip
        .openReadStreamPromise(entry)
        .then(async (stream) => {
          const chunks: Buffer[] = [];
          for await (const chunk of stream) chunks.push(chunk as Buffer);
          entries.push({ name: entry.fileName, method: entry.compressionMethod, bytes: Buffer.concat(chunks) });
          zip.readEntry();
        })
        .catch(reject);
    });
    zip.on('end', resolve);
    zip.on('error', reject);
    zip.readEntry();
  });
  return entries;
}
