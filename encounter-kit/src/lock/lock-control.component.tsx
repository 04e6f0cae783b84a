import { LockFilled, UnlockOutlined } from '@ant-design/icons';
import { App, Badge, Button, Modal, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import {
  featureFlag,
  formatMessage,
  isLockActive,
  isLockedByMe,
  lockTooltip,
  MESSAGES,
  PROPERTY_KEYS,
  TOOLTIP_DELAY_LONG_MS,
  type Encounter,
  type SessionUser,
} from 'shared-kit/domain';
import { errorMessage } from '../api/encounter-api';
import { detailApi } from '../detail/encounter-detail.resource';
import { formatDateTime } from '../format/date-format';
import { useKitTimeZone } from '../api/kit-session.context';
import { KIT_TEXTS } from '../kit.messages';
import { LOCK_GREEN, LOCK_RED } from '../ui.styles';
import { useLockEncounterMutation, useUnlockEncounterMutation } from './lock.resource';
import { useDispatch } from 'react-redux';

/**
 * The lock icon (spec 2 §4.4): clicking your own lock unlocks; otherwise it tries to lock. Green when you hold it,
 * black when another user does (with who and when in red below, and the 'Locked for {user}, {date time}' tooltip).
 * A lock refused because another user holds it opens 'Encounter Lock Conflict'; OK reloads the encounter. With
 * copy-paste on, a badge counts the patient's other locked encounters. `onLockedIgnored` runs when a lock is taken on
 * an ignored encounter (the user goes home, spec 2 §4.4).
 */
export function LockControl({
  encounter,
  session,
  onLockedIgnored,
}: {
  encounter: Encounter;
  session: Readonly<SessionUser>;
  onLockedIgnored: () => void;
}) {
  const { message } = App.useApp();
  const dispatch = useDispatch();
  const [lock, locking] = useLockEncounterMutation();
  const [unlock, unlocking] = useUnlockEncounterMutation();
  const [conflict, setConflict] = useState(false);
  const active = isLockActive(encounter.lock) ? encounter.lock : null;
  const mine = isLockedByMe(active, session.userId);
  const busy = locking.isLoading || unlocking.isLoading;
  const timeZone = useKitTimeZone();
  const tooltip = lockTooltip(active, (iso) => formatDateTime(iso, timeZone)) ?? KIT_TEXTS.lock;
  const otherLocks = featureFlag(PROPERTY_KEYS.cdiCopyPaste, session.tenantProperties, session.userProperties) ? (active?.patientLockCount ?? 0) : 0;

  const onClick = async () => {
    if (mine) {
      const result = await unlock(encounter.id);
      if ('error' in result) message.error(formatMessage(KIT_TEXTS.lockFailed, { message: errorMessage(result.error) }));
      return;
    }
    const result = await lock(encounter.id);
    if (result.data && result.data.statusCode === 'ACTIVE' && result.data.createdById === session.userId) {
      if (encounter.status === 'IGNORED') onLockedIgnored();
      return;
    }
    // Anything but "another user holds it" (409) is a plain failure; a 409 or a lock that is not ours is the conflict.
    if (result.error && 'status' in result.error && result.error.status !== 409) {
      message.error(formatMessage(KIT_TEXTS.lockFailed, { message: errorMessage(result.error) }));
      return;
    }
    setConflict(true);
  };

  const icon = active ? <LockFilled style={{ color: mine ? LOCK_GREEN : '#000000', fontSize: 20 }} /> : <UnlockOutlined style={{ fontSize: 20 }} />;
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
      <Tooltip title={tooltip} mouseEnterDelay={TOOLTIP_DELAY_LONG_MS / 1000}>
        <Button type="text" icon={icon} loading={busy} aria-label={mine ? KIT_TEXTS.unlock : KIT_TEXTS.lock} aria-pressed={mine} onClick={() => void onClick()} />
      </Tooltip>
      {otherLocks > 0 && (
        <Tooltip title={MESSAGES.patientLocksTooltip} mouseEnterDelay={TOOLTIP_DELAY_LONG_MS / 1000}>
          <span tabIndex={0} role="img" aria-label={MESSAGES.patientLocksTooltip}>
            <Badge count={otherLocks} color="#595959" />
          </span>
        </Tooltip>
      )}
      {active && !mine && (
        <Typography.Text style={{ color: LOCK_RED }} role="status">
          {formatMessage(KIT_TEXTS.lockedByOther, { user: active.createdByUsername, dateTime: formatDateTime(active.creationDate, timeZone) })}
        </Typography.Text>
      )}
      <Modal
        open={conflict}
        title={MESSAGES.encounterLockConflictTitle}
        okText={MESSAGES.ok}
        cancelButtonProps={{ style: { display: 'none' } }}
        closable={false}
        mask={{ closable: false }}
        onOk={() => {
          setConflict(false);
          // OK reloads the encounter (spec 2 §4.4).
          dispatch(detailApi.util.invalidateTags([{ type: 'Detail', id: encounter.id }]));
        }}
      >
        {MESSAGES.encounterLockConflict}
      </Modal>
    </span>
  );
}
