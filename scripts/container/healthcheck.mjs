// The image's health check: an API process (ROLE api or all) is healthy when /api/health answers
// 200 within 3 s; a worker has no HTTP port, and is healthy while it runs.
const role = process.env.ROLE ?? 'all';
if (role === 'worker') process.exit(0);
const port = process.env.PORT ?? '3000';
try {
  const reply = await fetch(`http://127.0.0.1:${port}/api/health`, { signal: AbortSignal.timeout(3000) });
  process.exit(reply.status === 200 ? 0 : 1);
} catch {
  process.exit(1);
}
