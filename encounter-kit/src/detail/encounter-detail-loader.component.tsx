import { Alert, Button, Flex, Spin } from 'antd';
import type { ReactNode } from 'react';
import { formatMessage, type EncounterDetailResponse } from 'shared-kit/domain';
import { errorMessage, type KitError } from '../api/encounter-api';
import { KIT_TEXTS } from '../kit.messages';
import { useGetEncounterDetailQuery } from './encounter-detail.resource';

const isNotFound = (error: unknown): boolean => typeof error === 'object' && error !== null && (error as KitError).status === 404;

/**
 * Loads the encounter detail of the route and renders `children` with it; loading, not found (another tenant's id,
 * or outside a restricted user's regions: 404) and failed states with Retry.
 */
export function EncounterDetailLoader({ encounterId, children }: { encounterId: number | null; children: (detail: EncounterDetailResponse) => ReactNode }) {
  const query = useGetEncounterDetailQuery(encounterId ?? 0, { skip: encounterId === null });
  if (encounterId === null || isNotFound(query.error)) return <Alert type="warning" showIcon role="alert" title={KIT_TEXTS.notFound} style={{ margin: 16 }} />;
  if (query.error) {
    return (
      <Alert
        type="error"
        showIcon
        role="alert"
        style={{ margin: 16 }}
        title={formatMessage(KIT_TEXTS.loadFailed, { message: errorMessage(query.error) })}
        action={<Button onClick={() => void query.refetch()}>{KIT_TEXTS.retry}</Button>}
      />
    );
  }
  if (!query.data) {
    return (
      <Flex justify="center" style={{ padding: 48 }}>
        <Spin description={KIT_TEXTS.loading} />
      </Flex>
    );
  }
  return <>{children(query.data)}</>;
}

/** The route's encounter id (a positive integer), or null. */
export const parseEncounterId = (text: string | undefined): number | null => (text && /^\d+$/.test(text) && Number(text) > 0 ? Number(text) : null);
