import { encounterIdFromPath, type AppMode, type Feedback, type Role } from 'shared-kit';

/** The body of POST /api/feedback (spec 1 §7): encounter id from a detail path, app state as JSON. */
export function feedbackRequest(input: { path: string; mode: AppMode; role: Role | null; description: string }): Feedback {
  return {
    feedbackTypeCode: 'GENERAL',
    encounterId: encounterIdFromPath(input.path),
    applicationTypeCode: 'WEB',
    applicationState: JSON.stringify({ path: input.path, mode: input.mode, role: input.role }),
    description: input.description,
  };
}
