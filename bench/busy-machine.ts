/**
 * A machine shared with other work, as a small server at a venue or a cheap host often is: one
 * process per core spinning for as long as `measure` runs, at the same priority as the server.
 * What only shows when the server must wait for a core (a database in another process falls
 * behind first) shows here.
 */
import { spawn } from 'node:child_process';
import os from 'node:os';

export async function whileMachineIsBusy<Result>(measure: () => Promise<Result>): Promise<Result> {
  const spinners = os.cpus().map(() => spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }));
  try {
    return await measure();
  } finally {
    for (const spinner of spinners) spinner.kill('SIGKILL');
  }
}
