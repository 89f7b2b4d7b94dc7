/**
 * The kiosk: sign-in and set-up for the operator, then the guest's screens in kiosk mode, with
 * the operator's corner always within reach. A refused token stops capturing and asks for the
 * password again; the queue is kept throughout.
 */
import { type ReactNode, Suspense, useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { AttractScreen } from '../attract/index.ts';
import { CaptureScreen, ReviewScreen, type Shot } from '../capture/index.ts';
import {
  ExitPinScreen,
  type KioskMode,
  OperatorCorner,
  OperatorScreen,
  StoppedScreen,
  startKioskMode,
  watchIdle,
} from '../kiosk/index.ts';
import { OutboxProvider, QueuePanel, useOutbox } from '../outbox/index.ts';
import {
  eventNotice,
  forgetSession,
  type KioskRecord,
  loadSession,
  markBoothStarted,
  refreshEvent,
  SignInScreen,
  useSession,
} from '../session/index.ts';
import { MissingPictures, SetupScreen, useOfflinePictures } from '../setup/index.ts';
import { useBoothOutbox } from './booth-outbox.ts';
import { ATTRACT, guestFlow } from './guest-flow.ts';
import { LeadForm, OfferScreen, ShareScreen } from './guest-screens.tsx';
import { useSettingsRefresh } from './use-settings-refresh.ts';

type Phase = 'setup' | 'guest' | 'pin' | 'operator' | 'stopped';

/** The event the booth address names (`/booth/?event=<uuid>`), if any. */
const eventFromAddress = () => new URLSearchParams(window.location.search).get('event')?.trim() ?? '';

export function BoothApp() {
  const { loaded, record } = useSession();
  const outbox = useBoothOutbox(record?.uuid ?? null, !!record?.token);

  useEffect(() => {
    void loadSession().then(() => refreshEvent());
  }, []);

  if (!loaded)
    return (
      <main className="screen screen--form">
        <p role="status">Starting the booth…</p>
      </main>
    );

  if (!record || !outbox) return <SignInScreen initialUuid={eventFromAddress()} />;
  return (
    <OutboxProvider outbox={outbox}>
      <SignedInKiosk record={record} />
    </OutboxProvider>
  );
}

/** Signed in before: the booth, or (token refused) the sign-in again; another event's address asks to sign in to it. */
function SignedInKiosk({ record }: { record: KioskRecord }) {
  const { snapshot } = useOutbox();
  const addressEvent = eventFromAddress();
  if (addressEvent && addressEvent !== record.uuid && snapshot.pending === 0)
    return <SignInScreen initialUuid={addressEvent} />;
  if (!record.token)
    return (
      <SignInScreen
        initialUuid={record.uuid}
        initialDeviceName={record.deviceName}
        revoked
        pendingCount={snapshot.pendingCaptures}
      />
    );
  return <SignedInBooth record={record} />;
}

function SignedInBooth({ record }: { record: KioskRecord }) {
  const { outbox, snapshot } = useOutbox();
  const pendingCount = snapshot.pendingCaptures;
  const { event, settings } = record;
  // Once started, a reload or a crash opens the guest screens: set-up is then behind the PIN.
  const [phase, setPhase] = useState<Phase>(settings.startedAt ? 'guest' : 'setup');
  const [screen, dispatch] = useReducer(guestFlow, ATTRACT);
  const kiosk = useRef<KioskMode | null>(null);
  // The PIN screen goes back where it was opened from when cancelled or left idle.
  const pinFrom = useRef<Phase>('guest');
  const usesForm = event.features.data_capture === 1 && event.options.form_builder === 1 && !!event.event_form_builder;
  const askForm = usesForm ? settings.leadTiming : null;

  const pictures = useOfflinePictures(event);
  // The organiser's changes are picked up on the attract screen, never under a guest.
  useSettingsRefresh(phase === 'guest' && screen.name === 'attract', refreshEvent);

  const enterKiosk = useCallback(() => {
    kiosk.current ??= startKioskMode();
    void markBoothStarted();
    setPhase('guest');
  }, []);
  // Signing out leaves nothing of the event on the device: no token, no settings, no queue.
  const signOut = useCallback(async () => {
    await kiosk.current?.stop();
    kiosk.current = null;
    await outbox.forgetAll();
    await forgetSession();
  }, [outbox]);
  const leaveKiosk = useCallback(() => {
    void kiosk.current?.stop();
    kiosk.current = null;
    setPhase('stopped');
  }, []);
  useEffect(() => {
    // A reload straight into the guest screens: the wake lock needs no tap, fullscreen waits for one.
    if (phase === 'guest') kiosk.current ??= startKioskMode();
  }, [phase]);
  useEffect(() => () => void kiosk.current?.stop(), []);

  // The capture (and an animation's stills, when the organiser keeps them as photos too) is
  // written to the device's queue before the guest is told it is kept.
  const storeShot = useCallback(
    async (shot: Shot): Promise<string> => {
      const capturedAt = new Date(shot.capturedAt);
      const clientId = await outbox.enqueueCapture({
        mediaType: shot.mediaType,
        file: shot.file,
        poster: shot.poster ?? null,
        capturedAt,
      });
      for (const file of shot.individualPhotos ?? [])
        await outbox.enqueueCapture({ mediaType: 'photo', file, poster: null, capturedAt });
      return clientId;
    },
    [outbox],
  );

  // Back to the start after a while without a touch, from any guest screen but the start itself.
  // A shot left on the review screen is kept first: the guest took it and did not ask for another.
  const leftOnReview = useRef<Shot | null>(null);
  leftOnReview.current = screen.name === 'review' ? screen.shot : null;
  useEffect(() => {
    if (phase !== 'guest' && phase !== 'pin') return;
    if (phase === 'guest' && screen.name === 'attract') return;
    return watchIdle(settings.idleSeconds * 1000, () => {
      const shot = phase === 'guest' ? leftOnReview.current : null;
      // Kept or not (a full device says so on the attract screen), the booth goes back to the start.
      if (shot) void storeShot(shot).catch(() => {});
      dispatch({ type: 'finish' });
      setPhase((current) => (current === 'pin' ? pinFrom.current : current));
    });
  }, [phase, screen.name, settings.idleSeconds, storeShot]);

  // Each screen starts at its top, whatever the last one was scrolled to. (A block body: newer
  // browsers answer scrollTo with a promise, which React would take for a clean-up function.)
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each change of screen.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [phase, screen.name]);

  const openOperator = useCallback(
    () =>
      setPhase((current) => {
        if (current !== 'guest' && current !== 'stopped') return current;
        pinFrom.current = current;
        return 'pin';
      }),
    [],
  );

  const keep = async (shot: Shot) => {
    const clientId = await storeShot(shot);
    dispatch({ type: 'kept', kept: { clientId, mediaType: shot.mediaType }, askForm });
  };

  let content: ReactNode;
  if (phase === 'setup')
    content = (
      <SetupScreen
        record={record}
        pictures={pictures}
        pendingCount={pendingCount}
        pendingOthers={snapshot.pending - pendingCount}
        onStart={enterKiosk}
        onSignOut={() => void signOut()}
      />
    );
  else if (phase === 'pin')
    content = (
      <ExitPinScreen record={record} onValid={() => setPhase('operator')} onCancel={() => setPhase(pinFrom.current)} />
    );
  else if (phase === 'operator')
    content = (
      <OperatorScreen
        record={record}
        pendingCount={pendingCount}
        pendingOthers={snapshot.pending - pendingCount}
        serverUnavailable={snapshot.serverUnavailable}
        queuePanel={<QueuePanel />}
        notices={<MissingPictures progress={pictures} />}
        onResume={enterKiosk}
        onSetup={() => setPhase('setup')}
        onLeaveKiosk={leaveKiosk}
        onSignOut={signOut}
      />
    );
  else if (phase === 'stopped') content = <StoppedScreen onResume={enterKiosk} pendingCount={pendingCount} />;
  else if (screen.name === 'attract')
    content = (
      <AttractScreen
        event={event}
        staffNotice={snapshot.storage.message ?? eventNotice(event)}
        canCapture={!snapshot.storage.full}
        onChoose={(mode) => dispatch({ type: 'choose-mode', mode, askForm })}
      />
    );
  else if (screen.name === 'lead')
    content = (
      <GuestScreenFrame>
        <LeadForm
          event={event}
          afterCapture={screen.kept?.clientId ?? null}
          onDone={(lead) => dispatch({ type: 'lead-done', lead })}
          onSkip={() => dispatch({ type: 'lead-done' })}
        />
      </GuestScreenFrame>
    );
  else if (screen.name === 'capture')
    content = (
      <CaptureScreen
        event={event}
        mode={screen.mode}
        cameraId={settings.cameraId}
        initialChoice={screen.look}
        onShot={(shot, look) => dispatch({ type: 'shot', shot, look })}
        onCancel={() => dispatch({ type: 'back' })}
      />
    );
  else if (screen.name === 'review')
    content = <ReviewScreen shot={screen.shot} onKeep={keep} onRetake={() => dispatch({ type: 'retake' })} />;
  else if (screen.name === 'share')
    content = (
      <GuestScreenFrame>
        <ShareScreen
          event={event}
          capture={screen.kept}
          guest={screen.lead ?? null}
          onDone={() =>
            void import('../offers/index.ts').then(({ currentOffer }) =>
              dispatch({ type: 'shared', hasOffer: currentOffer(event) !== null }),
            )
          }
        />
      </GuestScreenFrame>
    );
  else
    content = (
      <GuestScreenFrame>
        <OfferScreen event={event} lead={screen.lead ?? null} onDone={() => dispatch({ type: 'finish' })} />
      </GuestScreenFrame>
    );

  return (
    <>
      {content}
      {(phase === 'guest' || phase === 'stopped') && <OperatorCorner onOpen={openOperator} />}
    </>
  );
}

/** A guest screen loaded on first use, with a quiet wait while it loads. */
function GuestScreenFrame({ children }: { children: ReactNode }) {
  return (
    <main className="screen guest-screen">
      <Suspense fallback={<p role="status">One moment…</p>}>{children}</Suspense>
    </main>
  );
}
