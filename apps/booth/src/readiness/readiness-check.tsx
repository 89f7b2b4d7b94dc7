/**
 * The device check on the set-up screen: one line per thing a booth needs (camera, recording,
 * storage, Home Screen, network, battery, browser), green, amber or red, with the next step when
 * it is not green. Opening it asks the browser to keep the booth's storage. "Download a support
 * file" saves the same facts in the support file (support/), for whoever helps the operator.
 */
import { useCallback, useEffect, useState } from 'react';
import { loadCapture } from '../capture/index.ts';
import { useOutbox } from '../outbox/index.ts';
import type { KioskRecord } from '../session/index.ts';
import { downloadSupportReport, supportReport } from '../support/index.ts';
import { type CameraFact, type DeviceFacts, type FactSources, gatherDeviceFacts } from './device-facts.ts';
import { type Level, overallLevel, readinessLines } from './readiness-rules.ts';
import './readiness-check.css';

const LEVEL_WORDS: Record<Level, string> = { ok: 'Ready', warn: 'Check', bad: 'Not ready' };
const HEADINGS: Record<Level, string> = {
  ok: 'This device is ready for guests.',
  warn: 'This device can run the booth; check the amber lines.',
  bad: 'Fix the red lines before guests arrive.',
};

/** The clip type the capture package would record here, or null. */
async function recordingType(): Promise<string | null> {
  if (typeof MediaRecorder === 'undefined') return null;
  const capture = await loadCapture();
  return capture.chooseClipMimeType(capture.CLIP_MIME_TYPES, (type) => MediaRecorder.isTypeSupported(type)) ?? null;
}

type Props = {
  record: KioskRecord;
  camera: CameraFact;
  usesVideo: boolean;
  /** The browser's side, replaced in tests. */
  sources?: Partial<Omit<FactSources, 'network'>>;
};

export function ReadinessCheck({ record, camera, usesVideo, sources }: Props) {
  const { snapshot } = useOutbox();
  const [facts, setFacts] = useState<DeviceFacts | null>(null);
  const [checks, setChecks] = useState(0);
  const network = { online: snapshot.online, serverUnavailable: snapshot.serverUnavailable };

  // biome-ignore lint/correctness/useExhaustiveDependencies: gathered at set-up and on "Check again"; the network is overlaid live.
  useEffect(() => {
    let current = true;
    void gatherDeviceFacts({ recordingType, ...sources, network }).then((gathered) => current && setFacts(gathered));
    return () => {
      current = false;
    };
  }, [checks]);

  const lines = facts ? readinessLines({ ...facts, network: { ...facts.network, ...network }, camera, usesVideo }) : [];
  const level = overallLevel(lines);
  const download = useCallback(() => {
    downloadSupportReport(supportReport(record, snapshot, { deviceCheck: { facts, lines } }));
  }, [record, facts, lines, snapshot]);

  return (
    <section className="readiness" aria-labelledby="readiness-title">
      <h2 id="readiness-title">Device check</h2>
      {!facts ? (
        <p role="status">Checking this device…</p>
      ) : (
        <>
          <p className={`readiness__summary readiness__summary--${level}`} role="status">
            {HEADINGS[level]}
          </p>
          <ul className="readiness__lines">
            {lines.map((line) => (
              <li key={line.key} className={`readiness__line readiness__line--${line.level}`} data-level={line.level}>
                <span className="readiness__dot" aria-hidden="true" />
                <div className="readiness__text">
                  <strong>{line.label}</strong> <span className="readiness__level">({LEVEL_WORDS[line.level]})</span>
                  <span className="readiness__found"> {line.found}</span>
                  {line.next && <span className="readiness__next">What to do: {line.next}</span>}
                </div>
              </li>
            ))}
          </ul>
        </>
      )}
      <div className="actions">
        <button className="button" type="button" onClick={() => setChecks((count) => count + 1)}>
          Check again
        </button>
        <button className="button" type="button" onClick={download}>
          Download a support file
        </button>
      </div>
    </section>
  );
}
