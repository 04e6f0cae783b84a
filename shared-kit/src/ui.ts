// `shared-kit/ui`: the antd pieces every remote shares as source, not at run time. antd is not a federation singleton
// (root README, Bytes): each remote bundles this entry with its own tree-shaken antd, so these components always use
// the same antd copy as the remote's own screens. Runtime state (the HTTP client, the error reporter) still comes
// from the `shared-kit` singleton, which these files import by name.
export * from './ui/platform-theme';
export * from './ui/remote-providers.component';
export * from './ui/remote-scaffold.component';
export * from './ui/schedule-modal/schedule-modal.component';
export * from './ui/schedule-modal/use-schedule-action.hook';
export * from './ui/use-platform-theme.hook';
