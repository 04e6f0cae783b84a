import { runInTasks } from 'shared-kit/tasks';

// The shell's code runs in steps, each in its own task: React DOM; the router and the store's library; shared-kit; the
// shell's modules (start-shell.tsx); then the shell starts (startShell). The imports are eager: everything still
// arrives with this chunk group, in parallel, as before; only the running is spread out, so the browser paints and
// takes input between the steps rather than waiting out one long task (issue 15: about 35 ms of script here, four
// times that on a slow laptop).
const shellModules = () => import(/* webpackMode: "eager" */ './start-shell');
void runInTasks(
  [
    () => import(/* webpackMode: "eager" */ 'react-dom/client'),
    () => Promise.all([import(/* webpackMode: "eager" */ 'react-router-dom'), import(/* webpackMode: "eager" */ '@reduxjs/toolkit')]),
    () => import(/* webpackMode: "eager" */ 'shared-kit'),
    shellModules,
  ],
  () => shellModules().then((shell) => shell.startShell()),
);
