import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { useLocation } from 'react-router-dom';
import { mountRootParcel, type Parcel } from 'single-spa';
import { REMOTE_TITLES, type RemoteName, type RemoteProps } from 'shared-kit';
import { FirstPaintSlot } from '../first-paint/first-paint-slot.component';
import { firstPaintKept, heldFirstPaint, releaseFirstPaint } from '../first-paint/first-paint-hold';
import { SHELL_MESSAGES } from '../shell.messages';
import { remoteLoader } from './remote-loader';
import { RemoteErrorBoundary } from './remote-error-boundary.component';

type ParcelProps = RemoteProps & { domElement: HTMLElement };

type RemoteParcel = Parcel<ParcelProps>;

/**
 * How long a first paint its remote keeps past the mount (shared-kit keepFirstPaint) may stay without the remote taking
 * it over: then the remote's own screen is shown, whatever it is drawing (a load that never settles, a remote's fault).
 */
export const FIRST_PAINT_KEEP_MS = 10_000;

interface RemoteParcelHostProps {
  name: RemoteName;
  remoteProps: RemoteProps;
  /** True after a Retry: re-read /remotes.json and re-register the remote. */
  force: boolean;
}

/**
 * Loads one remote's parcel and mounts it with single-spa into a div React leaves empty.
 * Failures (load, timeout, mount) are rethrown during render so the surrounding boundary shows
 * the error panel; props changes reach the parcel through `update`.
 */
function RemoteParcelHost({ name, remoteProps, force }: RemoteParcelHostProps) {
  const hostRef = useRef<HTMLDivElement>(null);
  const parcelRef = useRef<RemoteParcel | null>(null);
  const propsRef = useRef(remoteProps);
  // Layout effects run before the mount effect below, so the parcel always gets the latest props.
  useLayoutEffect(() => {
    propsRef.current = remoteProps;
  }, [remoteProps]);
  /** The props the parcel last received, and whether an update is in flight (single-spa allows one at a time). */
  const sentRef = useRef<RemoteProps | null>(null);
  const updatingRef = useRef(false);
  const [mounted, setMounted] = useState(false);
  // The page's first paint, when it is this remote's and this page's, stands in for the loader until the remote's own;
  // one the remote keeps (a list's rows), over the remote's drawing until the remote takes it over.
  const { pathname } = useLocation();
  const firstPaint = mounted && !firstPaintKept() ? null : heldFirstPaint(pathname, name);
  const [, setFailure] = useState<null>(null);

  const fail = useCallback((error: unknown) => {
    releaseFirstPaint();
    setFailure(() => {
      throw error instanceof Error ? error : new Error(String(error));
    });
  }, []);

  const refs = useMemo<ParcelHostRefs>(
    () => ({ parcel: parcelRef, dom: hostRef, props: propsRef, sent: sentRef, updating: updatingRef }),
    [],
  );
  const sendLatestProps = useCallback(() => pushLatestProps(refs, fail), [refs, fail]);

  useEffect(() => {
    let active = true;
    let keepTimer: ReturnType<typeof setTimeout> | undefined;
    remoteLoader
      .loadParcel(name, { force })
      .then((lifecycles) => {
        const domElement = hostRef.current;
        if (!active || !domElement) return undefined;
        sentRef.current = propsRef.current;
        const parcel = mountRootParcel<ParcelProps>(lifecycles, { domElement, ...propsRef.current });
        parcelRef.current = parcel;
        return parcel.mountPromise.then(() => {
          if (!active) return;
          if (firstPaintKept()) keepTimer = setTimeout(releaseFirstPaint, FIRST_PAINT_KEEP_MS);
          else releaseFirstPaint();
          setMounted(true);
          // Props may have changed while it mounted.
          sendLatestProps();
        });
      })
      .catch((error: unknown) => {
        if (active) fail(error);
      });
    return () => {
      active = false;
      clearTimeout(keepTimer);
      const parcel = parcelRef.current;
      parcelRef.current = null;
      if (parcel) void unmountWhenSettled(parcel);
    };
  }, [name, force, fail, sendLatestProps]);

  useEffect(() => {
    if (mounted) sendLatestProps();
  }, [mounted, remoteProps, sendLatestProps]);
  // A kept first paint no longer drawn (the user moved on within the remote before it took the paint over) has served.
  useEffect(() => {
    if (mounted && !firstPaint) releaseFirstPaint();
  }, [mounted, firstPaint]);

  return (
    <>
      {firstPaint ? (
        <FirstPaintSlot />
      ) : (
        !mounted && (
          <div className="shell-remote-loading" role="status" aria-label={`${SHELL_MESSAGES.loading} ${REMOTE_TITLES[name]}`}>
            <span className="shell-spinner" aria-hidden="true" />
          </div>
        )
      )}
      <div ref={hostRef} className="shell-remote-host" />
    </>
  );
}

interface ParcelHostRefs {
  parcel: RefObject<RemoteParcel | null>;
  dom: RefObject<HTMLDivElement | null>;
  props: RefObject<RemoteProps>;
  /** The props the parcel last received. */
  sent: RefObject<RemoteProps | null>;
  /** Whether an update is in flight (single-spa allows one at a time). */
  updating: RefObject<boolean>;
}

/** Sends the latest props if they differ from what the parcel has; repeats until it is current. */
function pushLatestProps(refs: ParcelHostRefs, fail: (error: unknown) => void): void {
  const parcel = refs.parcel.current;
  const domElement = refs.dom.current;
  if (!parcel?.update || !domElement || refs.updating.current) return;
  if (parcel.getStatus() !== 'MOUNTED' || refs.sent.current === refs.props.current) return;
  const next = refs.props.current;
  refs.sent.current = next;
  refs.updating.current = true;
  parcel.update({ domElement, ...next }).then(
    () => {
      refs.updating.current = false;
      if (refs.parcel.current === parcel) pushLatestProps(refs, fail);
    },
    (error: unknown) => {
      refs.updating.current = false;
      if (refs.parcel.current === parcel) fail(error);
    },
  );
}

/** Unmounts once any mount or update in flight has finished (single-spa refuses it meanwhile). */
async function unmountWhenSettled(parcel: RemoteParcel): Promise<void> {
  try {
    await parcel.mountPromise;
    for (let i = 0; i < 50 && parcel.getStatus() === 'UPDATING'; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    if (parcel.getStatus() === 'MOUNTED') await parcel.unmount();
  } catch {
    // A parcel that failed to mount has nothing to unmount.
  }
}

export interface RemoteAreaProps {
  name: RemoteName;
  remoteProps: RemoteProps;
}

/**
 * One remote's area: loader, parcel, and (layer 3) an error boundary whose panel names the remote
 * and whose Retry loads it again from the server.
 */
export function RemoteArea({ name, remoteProps }: RemoteAreaProps) {
  return (
    <section className="shell-remote-area" data-remote={name} aria-label={REMOTE_TITLES[name]}>
      <RemoteErrorBoundary key={name} remoteTitle={REMOTE_TITLES[name]}>
        {(attempt) => <RemoteParcelHost key={attempt} name={name} remoteProps={remoteProps} force={attempt > 0} />}
      </RemoteErrorBoundary>
    </section>
  );
}
