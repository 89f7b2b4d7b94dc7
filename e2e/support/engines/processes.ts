/**
 * The programs an engine needs (Xvfb, WebKitWebDriver, Firefox), started in a process group of
 * their own so that stopping one stops everything it started (MiniBrowser, Firefox's content
 * processes). A program that is missing fails the journey by name: CI installs every engine.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';

export type Program = { process: ChildProcess; output: () => string; stop: () => Promise<void> };

/** Fails, naming the Debian package, when an engine's program is not on this machine. */
export function requireProgram(path: string, debianPackage: string) {
  if (!fs.existsSync(path))
    throw new Error(`${path} is missing: install the Debian package ${debianPackage} (.ci/run installs it)`);
}

export function startProgram(command: string, args: string[], env: NodeJS.ProcessEnv = {}): Program {
  const child = spawn(command, args, {
    env: { ...process.env, ...env },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    process: child,
    output: () => output,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null || !child.pid) return;
      process.kill(-child.pid, 'SIGTERM');
      const killed = setTimeout(() => child.pid && process.kill(-child.pid, 'SIGKILL'), 5000);
      await exited;
      clearTimeout(killed);
    },
  };
}

/** Waits until `ready()` holds, failing with the program's output when it exits or takes too long. */
export async function waitUntil(program: Program, what: string, ready: () => boolean | Promise<boolean>, ms = 60_000) {
  const deadline = Date.now() + ms;
  while (!(await ready())) {
    if (program.process.exitCode !== null) throw new Error(`${what} exited:\n${program.output()}`);
    if (Date.now() > deadline) throw new Error(`${what} was not ready in ${ms / 1000} s:\n${program.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** A free TCP port on 127.0.0.1. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** An X display of its own (WebKitGTK's MiniBrowser has no headless mode). */
export async function startXvfb(): Promise<{ display: string; program: Program }> {
  requireProgram('/usr/bin/Xvfb', 'xvfb');
  const number = 100 + Math.floor(Math.random() * 800);
  const program = startProgram('/usr/bin/Xvfb', [`:${number}`, '-screen', '0', '1280x1024x24', '-nolisten', 'tcp']);
  await waitUntil(program, 'Xvfb', () => fs.existsSync(`/tmp/.X11-unix/X${number}`), 20_000);
  return { display: `:${number}`, program };
}
