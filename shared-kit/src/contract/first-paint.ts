import { FIRST_PAINT_ATTRIBUTE } from '../domain/first-paint-attributes';
import type { RemoteName } from './remote-contract';

/** What a remote takes over from its first paint (shared-kit/domain FIRST_PAINT_PAGES). */
export interface FirstPaintHandover {
  /** The value of each named field of the first paint, as the user left it (typed before the remote's code arrived). */
  values: Readonly<Record<string, string>>;
  /** The name of the field that had the focus, or null. */
  focused: string | null;
  /** Removes the first paint from the page: call it in the commit that draws the remote's own screen (a layout effect). */
  remove: () => void;
}

/** The first paint of `remote` in the page, if the platform server sent one and nobody took it over yet. */
export function firstPaintElement(remote: RemoteName, doc: Document = document): HTMLElement | null {
  return doc.querySelector<HTMLElement>(`[${FIRST_PAINT_ATTRIBUTE}="${remote}"]`);
}

/**
 * Reads the first paint of `remote` (values, focus) for the remote's first render. Nothing is changed until `remove`:
 * a render may be thrown away, the commit is not.
 */
export function takeOverFirstPaint(remote: RemoteName, doc: Document | undefined = globalThis.document): FirstPaintHandover {
  // No document: the form is being rendered to static markup, the first paint itself.
  const element = doc ? firstPaintElement(remote, doc) : null;
  if (!element || !doc) return { values: {}, focused: null, remove: () => undefined };
  const values: Record<string, string> = {};
  let focused: string | null = null;
  for (const field of element.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input[name], textarea[name]')) {
    values[field.name] = field.value;
    if (field === doc.activeElement) focused = field.name;
  }
  return {
    values,
    focused,
    remove: () => {
      // Unmarked first: the shell (which holds it until the remote has mounted) must not put it back.
      element.removeAttribute(FIRST_PAINT_ATTRIBUTE);
      element.remove();
    },
  };
}
