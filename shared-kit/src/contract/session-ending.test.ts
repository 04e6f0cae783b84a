import { announceSessionEnding, onSessionEnding, SESSION_ENDING_EVENT } from './session-ending';

describe('session-ending hook', () => {
  it('reaches listeners synchronously with the reason, until they stop listening', () => {
    const heard: string[] = [];
    const stop = onSessionEnding(({ reason }) => heard.push(reason));
    announceSessionEnding('idle-timeout');
    expect(heard).toEqual(['idle-timeout']);
    stop();
    announceSessionEnding('sign-out');
    expect(heard).toEqual(['idle-timeout']);
  });

  it('is a plain window event any code can hear', () => {
    const listener = jest.fn();
    window.addEventListener(SESSION_ENDING_EVENT, listener);
    announceSessionEnding('sign-out');
    window.removeEventListener(SESSION_ENDING_EVENT, listener);
    expect((listener.mock.calls[0]?.[0] as CustomEvent).detail).toEqual({ reason: 'sign-out' });
  });
});
