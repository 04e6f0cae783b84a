// `shared-kit/tasks`: running a bundle's code in steps, each in its own task (issue 15). Not shared at run time: each
// package bundles this small entry, so a remote can use it under a shell built before it existed.
export * from './tasks/after-next-paint';
export * from './tasks/next-task';
export * from './tasks/staged-parcel';
export * from './tasks/when-idle';
