/**
 * Which screen each state of the kiosk shows (kiosk-flow.ts), as one table: the state's screen
 * name → the screen, given what the kiosk knows and what it can do.
 */
import { useGuestText } from '@boothdeck/i18n/react';
import { type ReactNode, Suspense } from 'react';
import { AttractScreen } from '../attract/index.ts';
import { CaptureScreen, ReviewScreen, type Shot } from '../capture/index.ts';
import { ExitPinScreen, OperatorScreen, StoppedScreen } from '../kiosk/index.ts';
import { type OutboxSnapshot, QueuePanel } from '../outbox/index.ts';
import { eventNotice, type KioskRecord, type LeadTiming } from '../session/index.ts';
import { MissingPictures, SetupScreen, type useOfflinePictures } from '../setup/index.ts';
import { SupportPanel } from '../support/index.ts';
import type { GuestScreen } from './guest-flow.ts';
import { LeadForm, OfferScreen, ShareScreen } from './guest-screens.tsx';
import type { KioskEvent, KioskScreenName, KioskState } from './kiosk-flow.ts';

/** What every screen may need: the kiosk's facts and its actions (their side effects live in booth-app.tsx). */
export type KioskScreenContext = {
  record: KioskRecord;
  snapshot: OutboxSnapshot;
  pictures: ReturnType<typeof useOfflinePictures>;
  askForm: LeadTiming | null;
  dispatch: (event: KioskEvent) => void;
  /** Keeps the shot in the queue, then moves the guest on. */
  keep: (shot: Shot) => Promise<void>;
  /** Starts the booth (kiosk mode, then the guest screens). */
  enterKiosk: () => void;
  leaveKiosk: () => void;
  signOut: () => Promise<void>;
  /** The guest is done sharing: the event's offer, if it has one, else the start. */
  shareDone: () => void;
};

type GuestOf<Name extends GuestScreen['name']> = Extract<GuestScreen, { name: Name }>;
type Screens = { [Name in GuestScreen['name']]: (kiosk: KioskScreenContext, screen: GuestOf<Name>) => ReactNode } & {
  [Name in Exclude<KioskScreenName, GuestScreen['name']>]: (kiosk: KioskScreenContext) => ReactNode;
};

const pendingOthers = ({ snapshot }: KioskScreenContext) => snapshot.pending - snapshot.pendingCaptures;

const KIOSK_SCREENS: Screens = {
  setup: (kiosk) => (
    <SetupScreen
      record={kiosk.record}
      pictures={kiosk.pictures}
      pendingCount={kiosk.snapshot.pendingCaptures}
      pendingOthers={pendingOthers(kiosk)}
      onStart={kiosk.enterKiosk}
      onSignOut={() => void kiosk.signOut()}
    />
  ),
  pin: ({ record, dispatch }) => (
    <ExitPinScreen
      record={record}
      onValid={() => dispatch({ type: 'pin-valid' })}
      onCancel={() => dispatch({ type: 'pin-cancel' })}
    />
  ),
  operator: (kiosk) => (
    <OperatorScreen
      record={kiosk.record}
      pendingCount={kiosk.snapshot.pendingCaptures}
      pendingOthers={pendingOthers(kiosk)}
      serverUnavailable={kiosk.snapshot.serverUnavailable}
      queuePanel={<QueuePanel />}
      notices={<MissingPictures progress={kiosk.pictures} />}
      support={<SupportPanel record={kiosk.record} />}
      onResume={kiosk.enterKiosk}
      onSetup={() => kiosk.dispatch({ type: 'open-setup' })}
      onLeaveKiosk={kiosk.leaveKiosk}
      onSignOut={kiosk.signOut}
    />
  ),
  stopped: (kiosk) => <StoppedScreen onResume={kiosk.enterKiosk} pendingCount={kiosk.snapshot.pendingCaptures} />,
  attract: ({ record, snapshot, askForm, dispatch }) => (
    <AttractScreen
      event={record.event}
      onChooseLanguage={(language) => dispatch({ type: 'choose-language', language })}
      staffNotice={snapshot.storage.message ?? eventNotice(record.event)}
      canCapture={!snapshot.storage.full}
      onChoose={(mode) => dispatch({ type: 'choose-mode', mode, askForm })}
    />
  ),
  lead: ({ record, dispatch }, screen) => (
    <GuestScreenFrame>
      <LeadForm
        event={record.event}
        afterCapture={screen.kept?.clientId ?? null}
        onDone={(lead) => dispatch({ type: 'lead-done', lead })}
        onSkip={() => dispatch({ type: 'lead-done' })}
      />
    </GuestScreenFrame>
  ),
  capture: ({ record, dispatch }, screen) => (
    <CaptureScreen
      event={record.event}
      mode={screen.mode}
      cameraId={record.settings.cameraId}
      videoSound={record.settings.videoSound}
      initialChoice={screen.look}
      onShot={(shot, look) => dispatch({ type: 'shot', shot, look })}
      onCancel={() => dispatch({ type: 'back' })}
    />
  ),
  review: ({ keep, dispatch }, screen) => (
    <ReviewScreen shot={screen.shot} onKeep={keep} onRetake={() => dispatch({ type: 'retake' })} />
  ),
  share: ({ record, shareDone }, screen) => (
    <GuestScreenFrame>
      <ShareScreen event={record.event} capture={screen.kept} guest={screen.lead ?? null} onDone={shareDone} />
    </GuestScreenFrame>
  ),
  offer: ({ record, dispatch }, screen) => (
    <GuestScreenFrame>
      <OfferScreen event={record.event} lead={screen.lead ?? null} onDone={() => dispatch({ type: 'finish' })} />
    </GuestScreenFrame>
  ),
};

/** The screen of the kiosk's state. */
export function kioskScreen(state: KioskState, kiosk: KioskScreenContext): ReactNode {
  if (state.phase !== 'guest') return KIOSK_SCREENS[state.phase](kiosk);
  const draw = KIOSK_SCREENS[state.guest.name] as (kiosk: KioskScreenContext, screen: GuestScreen) => ReactNode;
  return draw(kiosk, state.guest);
}

/** A guest screen loaded on first use, with a quiet wait while it loads. */
function GuestScreenFrame({ children }: { children: ReactNode }) {
  const { t } = useGuestText();
  return (
    <main className="screen guest-screen">
      <Suspense fallback={<p role="status">{t('common.oneMoment')}</p>}>{children}</Suspense>
    </main>
  );
}
