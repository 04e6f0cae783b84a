// jsdom has no MessageChannel, which antd's Select uses to close its dropdown (rc-select useOpen): hand the
// environment Node's own implementation. Its ports are unref'd whenever a message handler is set, so a channel
// that is never closed does not keep the test worker alive.
if (typeof window !== 'undefined' && typeof globalThis.MessageChannel === 'undefined') {
  const { MessageChannel: NodeMessageChannel } = require('node:worker_threads');
  const handlerProperty = (port) => {
    for (let proto = Object.getPrototypeOf(port); proto; proto = Object.getPrototypeOf(proto)) {
      const descriptor = Object.getOwnPropertyDescriptor(proto, 'onmessage');
      if (descriptor) return descriptor;
    }
    throw new Error('MessagePort has no onmessage');
  };
  // Called with `new`, a function that returns an object yields that object: a real Node channel.
  function UnrefMessageChannel() {
    const channel = new NodeMessageChannel();
    for (const port of [channel.port1, channel.port2]) {
      const { get, set } = handlerProperty(port);
      Object.defineProperty(port, 'onmessage', {
        configurable: true,
        get: () => get.call(port),
        set: (handler) => {
          set.call(port, handler);
          port.unref();
        },
      });
    }
    return channel;
  }
  globalThis.MessageChannel = UnrefMessageChannel;
}
