// jsdom's getComputedStyle matches every rule of every style sheet against the element and its ancestors
// (about 150 ms a call with antd's 1,500 injected rules, most of a worklist suite's time, asked for by
// accessible-name computation, user-event's pointer-events check and rc-trigger's alignment). jsdom lays
// nothing out, so the only computed values a test can observe are the ones that decide visibility and
// pointer events. antd's CSS-in-JS writes each style element's text through `innerHTML`; this keeps, of
// that text, the rules declaring one of those properties (the `-hidden` classes, motion states), so tests
// see the same visibility as before at a fraction of the cost. The getter returns the text antd wrote, so
// antd's own "unchanged?" comparison still holds.
const { parse } = require('rrweb-cssom'); // jsdom's own CSS parser, pinned to jsdom's version

const OBSERVABLE = ['display', 'visibility', 'pointer-events', 'opacity', 'content-visibility'];

/** The rules that declare an observable property, as CSS text (media rules keep their kept rules). */
function observableRules(rules) {
  let kept = '';
  for (const rule of rules) {
    if (rule.type === 1 /* style rule */) {
      if (OBSERVABLE.some((property) => rule.style.getPropertyValue(property) !== '')) kept += rule.cssText;
    } else if (rule.type === 4 /* media rule */) {
      const inner = observableRules(rule.cssRules);
      if (inner !== '') kept += `@media ${rule.media.mediaText}{${inner}}`;
    }
  }
  return kept;
}

function filterCss(css) {
  return observableRules(parse(css).cssRules);
}

const elementInnerHtml = Object.getOwnPropertyDescriptor(window.Element.prototype, 'innerHTML');
const written = new WeakMap();
Object.defineProperty(window.HTMLStyleElement.prototype, 'innerHTML', {
  configurable: true,
  get() {
    return written.has(this) ? written.get(this) : elementInnerHtml.get.call(this);
  },
  set(css) {
    written.set(this, css);
    elementInnerHtml.set.call(this, filterCss(String(css)));
  },
});
