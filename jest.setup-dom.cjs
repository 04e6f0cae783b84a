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
  const realGetComputedStyle = window.getComputedStyle.bind(window);
  window.getComputedStyle = (elt) => realGetComputedStyle(elt);
}
