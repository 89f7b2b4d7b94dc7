/**
 * What the download benchmarks share: a download timed to its first byte, and the server's
 * resident memory (`VmRSS` from /proc) sampled every 50 ms while it streams.
 */
import fs from 'node:fs/promises';

export async function residentMegabytes(pid: number): Promise<number> {
  const status = await fs.readFile(`/proc/${pid}/status`, 'utf8');
  const kilobytes = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kilobytes / 1024;
}

/** Time to the first byte of the body, then the whole body read and dropped. */
export async function download(url: string, onChunk: (chunk: Uint8Array) => void = () => undefined) {
  const started = performance.now();
  const reply = await fetch(url);
  if (!reply.ok || !reply.body) throw new Error(`${url} answered ${reply.status}`);
  let firstByteMs = 0;
  let bytes = 0;
  for await (const chunk of reply.body) {
    if (bytes === 0) firstByteMs = performance.now() - started;
    bytes += chunk.length;
    onChunk(chunk);
  }
  return {
    firstByteMs: Number(firstByteMs.toFixed(1)),
    totalMs: Number((performance.now() - started).toFixed(1)),
    bytes,
  };
}

/** Runs `work` while sampling the process's resident memory: its idle size, and its peak above it. */
export async function whileSamplingMemory<Result>(pid: number, work: () => Promise<Result>) {
  const idleMb = await residentMegabytes(pid);
  let peakMb = idleMb;
  const sampler = setInterval(() => {
    residentMegabytes(pid).then(
      (megabytes) => {
        peakMb = Math.max(peakMb, megabytes);
      },
      () => undefined,
    );
  }, 50);
  try {
    const result = await work();
    return { result, idleRssMb: Number(idleMb.toFixed(1)), peakRssAboveIdleMb: Number((peakMb - idleMb).toFixed(1)) };
  } finally {
    clearInterval(sampler);
  }
}
