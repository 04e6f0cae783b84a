// The browser entry of shared-kit, a federation singleton: everything a remote or the shell uses.
export * from './domain';
export * from './contract/remote-contract';
export * from './contract/remote-routing';
export * from './contract/create-parcel';
export * from './api/error-reporter';
export * from './api/http-client';
export * from './api/platform.resource';
export * from './ui/remote-error-panel.component';
export * from './ui/platform-theme';
export * from './ui/remote-providers.component';
export * from './ui/remote-scaffold.component';
export * from './ui/schedule-modal/schedule-modal.component';
export * from './ui/schedule-modal/use-schedule-action.hook';
