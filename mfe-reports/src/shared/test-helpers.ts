/**
 * jsdom has no object URLs: downloads and the huddle frame create them. Stubs for the suites, recording what was made.
 */
export function stubObjectUrls(): { created: Blob[]; revoked: string[]; restore: () => void } {
  const created: Blob[] = [];
  const revoked: string[] = [];
  const original = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
  URL.createObjectURL = (blob: Blob) => {
    created.push(blob);
    return `blob:test/${created.length}`;
  };
  URL.revokeObjectURL = (url: string) => {
    revoked.push(url);
  };
  return {
    created,
    revoked,
    restore: () => {
      URL.createObjectURL = original.create;
      URL.revokeObjectURL = original.revoke;
    },
  };
}
