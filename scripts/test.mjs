/**
 * npm test: the lint, the type check and the production build beside the unit and API tests (all
 * must pass), then the browser journeys, which need the build. It stops at the first stage that
 * fails, naming it, and always ends with how long each step took. Each step is the root package's
 * npm script of the same job, so `npm run <script>` runs any one of them alone.
 *
 * Why side by side: the unit and API tests leave a core idle now and then (a test waiting on a
 * server it started, a file that must run alone), which the short steps fill.
 */
import { spawn } from 'node:child_process';

/** Stages run in order; the steps of one stage run side by side. */
const STAGES = [
  [
    // Their output is held back until each ends, so it does not break into the unit tests' report.
    { name: 'lint', script: 'lint', holdOutput: true },
    { name: 'type check', script: 'typecheck', holdOutput: true },
    { name: 'build', script: 'build', holdOutput: true },
    { name: 'unit and API tests', script: 'test:unit' },
  ],
  [{ name: 'browser journeys', script: 'test:e2e' }],
];

const running = new Set();

/** Runs one npm script in a process group of its own, so a failing neighbour can stop all of it. */
function runStep(step) {
  const started = performance.now();
  console.log(`\n==> ${step.name}: npm run ${step.script}`);
  const child = spawn('npm', ['run', step.script], {
    stdio: ['ignore', step.holdOutput ? 'pipe' : 'inherit', step.holdOutput ? 'pipe' : 'inherit'],
    detached: true,
  });
  running.add(child);
  const held = [];
  child.stdout?.on('data', (chunk) => held.push(chunk));
  child.stderr?.on('data', (chunk) => held.push(chunk));
  return new Promise((resolve) => {
    child.on('close', (code, signal) => {
      running.delete(child);
      if (held.length > 0) process.stdout.write(Buffer.concat(held));
      resolve({ ...step, code, signal, seconds: (performance.now() - started) / 1000 });
    });
  });
}

function stop(child) {
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    // already gone
  }
}

/** Runs a stage's steps side by side; the first one to fail stops the others. */
async function runStage(steps) {
  return Promise.all(
    steps.map((step) =>
      runStep(step).then((result) => {
        if (result.code !== 0) for (const child of running) stop(child);
        return result;
      }),
    ),
  );
}

const outcome = (result) => {
  if (result.code === 0) return 'passed';
  return result.signal ? 'stopped' : `failed (exit code ${result.code})`;
};

function formatSeconds(seconds) {
  if (seconds < 60) return `${seconds.toFixed(1)} s`;
  return `${Math.floor(seconds / 60)} min ${String(Math.round(seconds % 60)).padStart(2, '0')} s`;
}

function printTimes(results, totalSeconds) {
  const rows = [
    ...results.map((result) => [result.name, formatSeconds(result.seconds), outcome(result)]),
    ...STAGES.flat()
      .filter((step) => !results.some((result) => result.name === step.name))
      .map((step) => [step.name, '', 'not run']),
    ['total', formatSeconds(totalSeconds), ''],
  ];
  const width = Math.max(...rows.map(([name]) => name.length));
  console.log('\nnpm test, time per step (the first four ran side by side):');
  for (const [name, time, result] of rows) console.log(`  ${name.padEnd(width)}  ${time.padStart(11)}  ${result}`);
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const child of running) stop(child);
    process.exit(130);
  });
}

const started = performance.now();
const results = [];
for (const steps of STAGES) {
  const stageResults = await runStage(steps);
  results.push(...stageResults);
  // A step stopped because its neighbour failed is not the failure to name.
  const failures = stageResults.filter((result) => result.code !== 0);
  const failed = failures.find((result) => !result.signal) ?? failures[0];
  if (failed) {
    printTimes(results, (performance.now() - started) / 1000);
    console.error(`\nnpm test FAILED at "${failed.name}" (npm run ${failed.script}); later stages were not run.`);
    process.exit(1);
  }
}
printTimes(results, (performance.now() - started) / 1000);
console.log('\nnpm test passed.');
