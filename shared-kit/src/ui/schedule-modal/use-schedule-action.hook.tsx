import { Button, Modal, Typography } from 'antd';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
// The platform's one client (the shared-kit singleton), not a copy bundled with this entry.
import { ApiError, httpClient, type HttpClient } from 'shared-kit';
import type { NavigateOptions } from '../../contract/remote-contract';
import { formatMessage, MESSAGES } from '../../domain/messages';
import { encounterDetailPath } from '../../domain/routes';
import { isPractitionerRefusal, scheduleActionPlan } from '../../domain/schedule.rules';
import type { PropertyEntry } from '../../domain/session';
import { ScheduleModal } from './schedule-modal.component';
import { scheduleEncounter } from './schedule.resource';
import { SCHEDULE_MODAL_TEXTS } from './schedule-modal.messages';

/** The proposed encounter whose action was clicked. */
export interface ScheduleActionTarget {
  encounterId: number;
  /** The practitioner it is already scheduled with, if any (then the modal opens whatever the tenant). */
  practitioner: { id: number } | null;
  /** 'last, first' of the patient, for the modal's title. */
  patientName?: string;
}

export interface ScheduleActionOptions {
  /** The session's tenant properties: AUTO_SCHEDULE_PRACTITIONER_ID decides between auto-scheduling and the modal. */
  tenantProperties: readonly PropertyEntry[];
  /** The tenant's zone (the session's, shared-kit sessionTimeZone): the next half hour and the modal's days are its. */
  timeZone: string;
  navigate: (to: string, options?: NavigateOptions) => void;
  client?: HttpClient;
  /** The clock (tests pass a fixed one): the next half hour of auto-scheduling and the modal's "today". */
  now?: () => Date;
}

export interface ScheduleAction {
  /** Runs the action of a proposed encounter: schedules at once, opens the modal or shows the contact text. */
  start: (target: ScheduleActionTarget) => void;
  /** The encounter whose auto-scheduling call is in flight: its button shows busy and takes no second click. */
  pendingEncounterId: number | null;
  /** The schedule modal or the notice, to render beside the list. */
  element: ReactNode;
}

type Shown = { kind: 'modal'; target: ScheduleActionTarget } | { kind: 'notice'; title: string; text: string } | null;

const errorText = (cause: unknown): string => (cause instanceof Error ? cause.message : String(cause));
const contactNotice = (): Shown => ({ kind: 'notice', title: SCHEDULE_MODAL_TEXTS.unavailableTitle, text: MESSAGES.contactClientSuccessManager });

/**
 * The action of a proposed encounter (spec 1 §2.7, spec 2 §4.7), decided by shared-kit `scheduleActionPlan`: on the
 * configured tenant an encounter without a practitioner is scheduled at once with the fixed practitioner at the next
 * half hour, then its detail opens; a configuration that is no usable id, or a fixed practitioner the server refuses
 * (unknown in the tenant, inactive), shows 'Please contact the provider's client success manager.'; otherwise the
 * schedule modal opens. Another failure of the auto call says why, and the action can be tried again.
 */
export function useScheduleAction({ tenantProperties, timeZone, navigate, client = httpClient, now = () => new Date() }: ScheduleActionOptions): ScheduleAction {
  const [shown, setShown] = useState<Shown>(null);
  const [pendingEncounterId, setPending] = useState<number | null>(null);
  // A ref as well as state: two clicks within one render must not send two calls.
  const pending = useRef<number | null>(null);
  const live = useRef(true);
  useEffect(() => {
    live.current = true;
    return () => {
      live.current = false;
    };
  }, []);

  const start = useCallback(
    (target: ScheduleActionTarget) => {
      if (pending.current !== null) return;
      const plan = scheduleActionPlan(target, tenantProperties, now(), timeZone);
      if (plan.kind !== 'auto') {
        setShown(plan.kind === 'modal' ? { kind: 'modal', target } : contactNotice());
        return;
      }
      pending.current = target.encounterId;
      setPending(target.encounterId);
      scheduleEncounter(client, target.encounterId, plan.practitionerId, plan.start).then(
        // As the modal: the busy state stays until the route changes.
        ({ id }) => navigate(encounterDetailPath(id)),
        (cause: unknown) => {
          pending.current = null;
          if (!live.current) return;
          setPending(null);
          const refused = cause instanceof ApiError && isPractitionerRefusal({ status: cause.status, message: cause.message });
          setShown(
            refused
              ? contactNotice()
              : { kind: 'notice', title: SCHEDULE_MODAL_TEXTS.title, text: formatMessage(SCHEDULE_MODAL_TEXTS.scheduleFailed, { message: errorText(cause) }) },
          );
        },
      );
    },
    [client, navigate, now, tenantProperties, timeZone],
  );

  const close = () => setShown(null);
  const element =
    shown?.kind === 'modal' ? (
      <ScheduleModal
        encounterId={shown.target.encounterId}
        patientName={shown.target.patientName}
        client={client}
        navigate={navigate}
        now={now}
        timeZone={timeZone}
        onClose={close}
      />
    ) : shown?.kind === 'notice' ? (
      <Modal
        open
        title={shown.title}
        onCancel={close}
        footer={
          <Button type="primary" autoFocus onClick={close}>
            {MESSAGES.ok}
          </Button>
        }
      >
        <Typography.Paragraph role="alert" style={{ margin: 0 }}>
          {shown.text}
        </Typography.Paragraph>
      </Modal>
    ) : null;

  return { start, pendingEncounterId, element };
}
