/** `npm run worker`: a process that runs the background jobs only (ROLE=worker, REDIS_URL required). */
export {};

process.env.ROLE ||= 'worker';
await import('./main.ts');
