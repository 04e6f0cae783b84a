/**
 * Hands a downloaded file to the browser under `fileName` (a temporary object URL and an anchor with `download`).
 * Downloads go through the API client rather than a plain link so a failure shows a message instead of an error page.
 */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  anchor.style.display = 'none';
  document.body.appendChild(anchor);
  anchor.click();
  anchor.remove();
  // The click has started the download; the URL is released a moment later (Chromium reads it asynchronously).
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
