// The browser entry of shared-kit, a federation singleton: everything a remote or the shell uses at run time. No antd
// here (the shell loads this on the sign-in path, and antd is not shared): antd components are in `shared-kit/ui`.
export * from './domain';
export * from './contract/remote-contract';
export * from './contract/remote-routing';
export * from './contract/session-ending';
export * from './contract/first-paint';
export * from './contract/create-parcel';
export * from './api/error-reporter';
export * from './api/http-client';
export * from './api/platform.resource';
export * from './api/session-status.resource';
export * from './api/encounter-events';
export * from './ui/remote-error-panel.component';
export * from './ui/platform-tokens';
