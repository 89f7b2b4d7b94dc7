/**
 * The kiosk: sign-in and set-up for the operator, then the guest's screens in kiosk mode, with
 * the operator's corner always within reach. A refused token stops capturing and asks for the
 * password again; the queue is kept throughout.
 */
import { DEFAULT_EVENT_LANGUAGES } from '@boothdeck/contract/guest-languages';
import { GuestLanguageProvider } from '@boothdeck/i18n/react';
import { useCallback, useEffect, useReducer, useRef } from 'react';
import { brandingOf } from '../attract/index.ts';
import type { Shot } from '../capture/index.ts';
import { PausedScreen, useFleet } from '../fleet/index.ts';
import { type KioskMode, OperatorCorner, startKioskMode, watchIdle } from '../kiosk/index.ts';
import { OutboxProvider, useOutbox } from '../outbox/index.ts';
import {
  forgetSession,
  type KioskRecord,
  loadSession,
  markBoothStarted,
  refreshEvent,
  SignInScreen,
  useSession,
} from '../session/index.ts';
import { useOfflinePictures } from '../setup/index.ts';
import { recordFault } from '../support/index.ts';
import { withRetries } from '../ui/index.ts';
import { useBoothOutbox } from './booth-outbox.ts';
import { initialKioskState, kioskFlow, screenOf } from './kiosk-flow.ts';
import { type KioskScreenContext, kioskScreen } from './kiosk-screens.tsx';
import { useUpdateWhenIdle } from './kiosk-update.ts';
import { ScreenBoundary } from './screen-boundary.tsx';
import { useSettingsRefresh } from './use-settings-refresh.ts';

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
  const { event, settings } = record;
  const [state, dispatch] = useReducer(kioskFlow, !!settings.startedAt, initialKioskState);
  const { phase, guest } = state;
  const screen = screenOf(state);
  const kiosk = useRef<KioskMode | null>(null);
  const usesForm = event.features.data_capture === 1 && event.options.form_builder === 1 && !!event.event_form_builder;
  const askForm = usesForm ? settings.leadTiming : null;

  const pictures = useOfflinePictures(event);
  // The organiser's changes, and a new version of the kiosk, are taken on the attract screen, never under a guest.
  useSettingsRefresh(screen === 'attract', refreshEvent);
  useUpdateWhenIdle(screen === 'attract' && snapshot.counts.sending === 0);

  const enterKiosk = useCallback(() => {
    kiosk.current ??= startKioskMode();
    void markBoothStarted();
    dispatch({ type: 'start' });
  }, []);
  // Signing out leaves nothing of the event on the device: no token, no settings, no queue.
  const signOut = useCallback(async () => {
    await kiosk.current?.stop();
    kiosk.current = null;
    await outbox.forgetAll();
    await forgetSession();
  }, [outbox]);
  const reloadEvent = useCallback(() => refreshEvent(() => true, true), []);
  // The organiser's commands from the Booths panel; a pause shows on the start screen, never under a guest.
  const fleet = useFleet(snapshot, { reload: reloadEvent, signOut });
  const isPausedHere = fleet.paused && phase === 'guest' && guest.name === 'attract';
  const leaveKiosk = useCallback(() => {
    void kiosk.current?.stop();
    kiosk.current = null;
    dispatch({ type: 'leave-kiosk' });
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
  leftOnReview.current = guest.name === 'review' ? guest.shot : null;
  useEffect(() => {
    if (phase !== 'guest' && phase !== 'pin') return;
    if (phase === 'guest' && guest.name === 'attract') return;
    return watchIdle(settings.idleSeconds * 1000, () => {
      const shot = phase === 'guest' ? leftOnReview.current : null;
      // Kept or not (a full device says so on the attract screen), the booth goes back to the start.
      if (shot) void storeShot(shot).catch(() => {});
      dispatch({ type: 'idle' });
    });
  }, [phase, guest.name, settings.idleSeconds, storeShot]);

  // Each screen starts at its top, whatever the last one was scrolled to. (A block body: newer
  // browsers answer scrollTo with a promise, which React would take for a clean-up function.)
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each change of screen.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [screen]);

  const openOperator = useCallback(() => dispatch({ type: 'open-operator' }), []);
  const context: KioskScreenContext = {
    record,
    snapshot,
    pictures,
    askForm,
    dispatch,
    keep: async (shot) => {
      const clientId = await storeShot(shot);
      dispatch({ type: 'kept', kept: { clientId, mediaType: shot.mediaType, file: shot.file }, askForm });
    },
    enterKiosk,
    leaveKiosk,
    signOut: fleet.signOut,
    // The offer's code loads like a screen's; if it cannot, the guest simply goes back to the start.
    shareDone: () =>
      void withRetries(() => import('../offers/index.ts')).then(
        ({ currentOffer }) => dispatch({ type: 'shared', hasOffer: currentOffer(event) !== null }),
        (error: unknown) => {
          recordFault('share', error);
          dispatch({ type: 'shared', hasOffer: false });
        },
      ),
  };

  // The guest's screens speak the language they chose (else the event's default); staff's are in English.
  const languages = event.languages ?? DEFAULT_EVENT_LANGUAGES;
  const language = phase === 'guest' ? (state.language ?? languages.default_language) : 'en';

  return (
    <GuestLanguageProvider language={language} timeZone={event.time_zone}>
      <ScreenBoundary key={screen} where={screen} onFailure={() => dispatch({ type: 'screen-failed' })}>
        {isPausedHere ? <PausedScreen {...brandingOf(event)} /> : kioskScreen(state, context)}
      </ScreenBoundary>
      {(phase === 'guest' || phase === 'stopped') && <OperatorCorner onOpen={openOperator} />}
    </GuestLanguageProvider>
  );
}
