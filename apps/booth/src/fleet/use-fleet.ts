/**
 * The booth's part in the fleet view: a heartbeat every half minute (as the server's reply says)
 * while signed in, and the organiser's commands it carries back. Each command is carried out
 * once and named in the next report; pause lasts across a reload of the page. Sign out waits
 * for the queue to empty, then sends a last report saying so and signs the booth out.
 */
import type { BoothCommand } from '@boothdeck/contract';
import { boothFleetCalls } from '@boothdeck/contract/call-addresses';
import { PRODUCT_VERSION } from '@boothdeck/contract/product-version';
import { useCallback, useEffect, useRef, useState } from 'react';
import { boothClient } from '../session/index.ts';
import { cameraFacts } from './camera-facts.ts';
import { deviceReadings, watchOnlineSince } from './device-readings.ts';
import { heartbeatReport } from './heartbeat-report.ts';

/** Until the server says otherwise (its reply names the next report's time). */
const FIRST_INTERVAL_MS = 30_000;
/** After a failed report (offline, server away): try again sooner than a normal interval would. */
const RETRY_MS = 10_000;
const PAUSED_KEY = 'boothdeck.booth-paused';

type QueueFacts = {
  items: readonly { kind: string; status: string; queuedAt: string }[];
  pending: number;
  counts: { failed: number };
};

type Actions = {
  /** Reads the event's settings and pictures again. */
  reload: () => Promise<void>;
  /** Signs the booth out (the queue is empty by then). */
  signOut: () => Promise<void>;
};

export function useFleet(queue: QueueFacts, actions: Actions): { paused: boolean; signOut: () => Promise<void> } {
  const [paused, setPaused] = useState(() => localStorage.getItem(PAUSED_KEY) === '1');
  const [signOutId, setSignOutId] = useState<number | null>(null);
  const latest = useRef({ queue, paused, actions });
  latest.current = { queue, paused, actions };
  const done = useRef(new Set<number>());
  const toAcknowledge = useRef<number[]>([]);
  const online = useRef<ReturnType<typeof watchOnlineSince> | null>(null);

  const carryOut = useCallback((command: BoothCommand) => {
    if (done.current.has(command.id)) return;
    done.current.add(command.id);
    if (command.kind === 'sign_out') return setSignOutId(command.id);
    if (command.kind === 'pause' || command.kind === 'resume') {
      const isPaused = command.kind === 'pause';
      localStorage.setItem(PAUSED_KEY, isPaused ? '1' : '0');
      latest.current.paused = isPaused;
      setPaused(isPaused);
    } else void latest.current.actions.reload();
    toAcknowledge.current.push(command.id);
  }, []);

  const report = useCallback(
    async (extra: { acknowledged?: number[]; signing_out?: boolean } = {}) => {
      const { queue: facts, paused: isPaused } = latest.current;
      const sent = [...toAcknowledge.current, ...(extra.acknowledged ?? [])];
      const readings = await deviceReadings();
      const body = heartbeatReport({
        appVersion: PRODUCT_VERSION,
        items: facts.items,
        pending: facts.pending,
        failed: facts.counts.failed,
        ...readings,
        camera: cameraFacts(),
        onlineSince: online.current?.since() ?? null,
        paused: isPaused,
        acknowledged: sent,
        now: Date.now(),
      });
      const reply = await boothClient.call(boothFleetCalls.heartbeat, {
        body: { ...body, ...(extra.signing_out ? { signing_out: true } : {}) },
      });
      toAcknowledge.current = toAcknowledge.current.filter((id) => !sent.includes(id));
      for (const command of reply.commands) carryOut(command);
      return reply.next_in_seconds * 1000;
    },
    [carryOut],
  );

  useEffect(() => {
    online.current = watchOnlineSince();
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const beat = async () => {
      const next = await report().catch(() => Math.min(RETRY_MS, FIRST_INTERVAL_MS));
      if (!stopped) timer = setTimeout(() => void beat(), next);
    };
    void beat();
    return () => {
      stopped = true;
      clearTimeout(timer);
      online.current?.stop();
    };
  }, [report]);

  /** Signs out after a last report saying so, which ends the session on the server (offline, it simply signs out). */
  const signOut = useCallback(
    async (acknowledged: number[] = []) => {
      await report({ acknowledged, signing_out: true }).catch(() => {});
      localStorage.removeItem(PAUSED_KEY);
      await latest.current.actions.signOut();
    },
    [report],
  );

  // The organiser's sign-out waits until nothing is left to send.
  useEffect(() => {
    if (signOutId !== null && queue.pending === 0) void signOut([signOutId]);
  }, [signOutId, queue.pending, signOut]);

  return { paused, signOut: () => signOut() };
}
