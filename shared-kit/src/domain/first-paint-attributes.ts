// The page's marks of a first paint, in a module of their own: the shell's first script (main.js) reads them, and
// imports nothing else of shared-kit's domain with them.

/** The attribute (valued with the remote's name) on the element that holds a first paint in the page. */
export const FIRST_PAINT_ATTRIBUTE = 'data-first-paint';

/**
 * The attribute, beside FIRST_PAINT_ATTRIBUTE on a signed-in page, valued with the painted remote's manifest URL as the
 * platform server's remotes.json lists it: the shell's first script downloads that remote's files from it once the
 * page has painted.
 */
export const FIRST_PAINT_MANIFEST_ATTRIBUTE = 'data-first-paint-manifest';

/**
 * Set by a remote on its first paint as it mounts, when the paint shows what the remote's screen draws only once its
 * data is in (the rows of a list): the shell then holds the paint past the mount, the remote's own drawing hidden under
 * it, until the remote takes it over (shared-kit takeOverFirstPaint) in the commit that draws the same.
 */
export const FIRST_PAINT_KEPT_ATTRIBUTE = 'data-first-paint-kept';

/**
 * The attribute, beside FIRST_PAINT_ATTRIBUTE on a page drawn with the user's data (a remote's server render), valued
 * with the platform server's time (milliseconds since 1970) just before it asked the API for that data: the remote
 * asks the page's event stream for the changes since (GET /api/events?since), so the rows need not be read again.
 */
export const FIRST_PAINT_READ_AT_ATTRIBUTE = 'data-first-paint-read-at';
