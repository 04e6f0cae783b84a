import { escapeHtmlAttribute } from './html-attribute.rules';

describe('escapeHtmlAttribute', () => {
  it('escapes what could end a double-quoted attribute or start markup, ampersands first', () => {
    expect(escapeHtmlAttribute('/remotes/x/mf-manifest.json?v="2"&x=<1>')).toBe('/remotes/x/mf-manifest.json?v=&quot;2&quot;&amp;x=&lt;1>');
    expect(escapeHtmlAttribute('&quot;')).toBe('&amp;quot;');
    expect(escapeHtmlAttribute('/api/encounter?view=WORKLIST')).toBe('/api/encounter?view=WORKLIST');
  });
});
