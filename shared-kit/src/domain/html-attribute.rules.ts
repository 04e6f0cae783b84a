/**
 * `text` made safe inside a double-quoted HTML attribute of markup built as a string (the platform server's painted
 * page, a remote's server render): `&`, `"` and `<` escaped.
 */
export function escapeHtmlAttribute(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}
