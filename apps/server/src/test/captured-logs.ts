/** A log stream for buildApp whose lines a test can read back as one text. */
import { PassThrough } from 'node:stream';

export function captureLogs() {
  const stream = new PassThrough();
  let text = '';
  stream.on('data', (chunk: Buffer) => {
    text += chunk.toString('utf8');
  });
  return { stream, text: () => text };
}
