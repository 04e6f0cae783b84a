// jsdom lacks what antd's Table, Select and Grid use (toolchain pitfall). Suites that switch to the
// node environment with a docblock load this file too: they get nothing from it.
if (typeof window !== 'undefined') {
  require('@testing-library/jest-dom');
  // findBy/waitFor give up after 1 s by default; a loaded 2-core CI machine rendering antd can take longer
  // to show what is coming (a CI run failed on that alone). A missing element still fails, 3 s later.
  require('@testing-library/dom').configure({ asyncUtilTimeout: 3000 });
  require('./jest.setup-message-channel.cjs');
  require('./jest.setup-antd-css.cjs');
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query) => ({
      matches: false, media: query, onchange: null,
      addListener: () => {}, removeListener: () => {}, addEventListener: () => {}, removeEventListener: () => {}, dispatchEvent: () => false,
    }),
  });
  class ResizeObserverStub { observe() {} unobserve() {} disconnect() {} }
  window.ResizeObserver = window.ResizeObserver || ResizeObserverStub;
  // jsdom does not scroll: window.scrollTo moves a scroll position that scrollY reads, and fires 'scroll', so the
  // worklists' row virtualizer (@tanstack/react-virtual) can be driven by a test.
  let scrollTop = 0;
  Object.defineProperty(window, 'scrollY', { configurable: true, get: () => scrollTop });
  Object.defineProperty(window, 'pageYOffset', { configurable: true, get: () => scrollTop });
  window.scrollTo = (x, y) => {
    const top = typeof x === 'object' && x !== null ? x.top : y;
    if (typeof top === 'number' && Number.isFinite(top)) scrollTop = Math.max(0, top);
    window.dispatchEvent(new Event('scroll'));
  };
  window.scrollBy = () => {};
  // The scroll position is the window's, which outlives a test: a test that scrolled to the end would leave the
  // next test's virtual table drawing its last rows only.
  globalThis.afterEach(() => { scrollTop = 0; });
  Element.prototype.scrollIntoView = Element.prototype.scrollIntoView || (() => {});
  const realGetComputedStyle = window.getComputedStyle.bind(window);
  window.getComputedStyle = (elt) => realGetComputedStyle(elt);
  // shared-kit/mock checks every fixture answer and request body against the API contract; a test whose fixtures
  // are off the schema fails here, even if its own assertions passed (shared-kit/src/mock/contract-violations.ts).
  globalThis.afterEach(() => {
    const seen = globalThis.__cdiMockContractViolations__ ?? [];
    globalThis.__cdiMockContractViolations__ = [];
    if (seen.length > 0) throw new Error(`Mock API fixtures break the API contract:\n${[...new Set(seen)].join('\n')}`);
  });
}
