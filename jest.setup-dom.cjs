// jsdom lacks what antd's Table, Select and Grid use (toolchain pitfall). Suites that switch to the
// node environment with a docblock load this file too: they get nothing from it.
if (typeof window !== 'undefined') {
  require('@testing-library/jest-dom');
  require('./jest.setup-message-channel.cjs');
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
