// jsdom with the WHATWG fetch classes of Node: react-router's data router builds a Request for
// every navigation, and jsdom has none. AbortController comes along so Request accepts its signal.
const JsdomEnvironment = require('jest-environment-jsdom').default;

class ShellDomEnvironment extends JsdomEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const name of ['Request', 'Response', 'Headers', 'FormData', 'AbortController', 'AbortSignal', 'TextEncoder', 'TextDecoder']) {
      this.global[name] = globalThis[name];
    }
  }
}

module.exports = ShellDomEnvironment;
