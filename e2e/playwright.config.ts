import { defineConfig } from '@playwright/test';
import path from 'node:path';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './support/chromium';
import { CLAIMS_DIR } from './support/encounter-claims';
import { EHR_API_PORT, EHR_ORIGIN, EHR_PLATFORM_PORT, EHR_PLATFORM_URL } from './support/ehr';

// The end-to-end suites drive the production build at one URL, in Debian's Chromium.
const PORT = Number(process.env.E2E_PORT ?? 3100);
const API_PORT = Number(process.env.E2E_API_PORT ?? 4100);
const root = path.resolve(__dirname, '..');
const dataDir = path.join(root, 'e2e/.e2e-data');
const ehrDataDir = path.join(root, 'e2e/.e2e-data-ehr');

type TraceMode = 'off' | 'on' | 'retain-on-failure' | 'on-first-retry';
function traceMode(value: string | undefined): TraceMode {
  return value === 'on' || value === 'retain-on-failure' || value === 'on-first-retry' ? value : 'off';
}

export default defineConfig({
  testDir: './tests',
  outputDir: path.join(root, 'test-results/e2e-artifacts'),
  fullyParallel: false,
  workers: 2,
  // CI runs on a shared 2-core machine whose load swings from 1 to 10: one retry there keeps a timing hiccup from
  // parking a whole submission, while a test that fails twice still fails. `npm test` names every test that needed
  // its retry (scripts/test.mjs), so a flake is seen and mended, not hidden. Local runs never retry.
  retries: process.env.CI ? 1 : 0,
  // Whole user journeys (sign-in, a remote's first load, several screens) on a 2-core CI running two workers: a minute
  // was exceeded by journeys that were only slow (the patient list's scheduling, the coder's moves).
  timeout: 120_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: process.env.E2E_JSON ?? path.join(root, 'test-results/e2e.json') }]],
  use: {
    baseURL: `http://localhost:${PORT}`,
    // Recording a trace costs every test its screenshots and DOM snapshots, and CI keeps nothing but the log: off
    // unless asked for (E2E_TRACE=retain-on-failure when a failure needs its trace).
    trace: traceMode(process.env.E2E_TRACE),
    screenshot: 'only-on-failure',
    // The platform honours the system's reduced-motion setting (antd without animations, shared-kit usePlatformTheme):
    // a click then never lands on a dialog still zooming in, nor a choice on a list still fading out. Timing races of
    // animations are antd's, not the product's; the motion path itself is covered by the unit test of the theme.
    reducedMotion: 'reduce',
    launchOptions: { executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] },
  },
  projects: [
    { name: 'platform', testIgnore: /(deploy|demo-reset|physician-variants)\.spec\.ts/ },
    // Sets the demo tenant's PHYSICIAN_DISPLAY_VARIANT, which changes every physician screen of the tenant: after the
    // suites that open them.
    { name: 'tenant-variants', testMatch: /physician-variants\.spec\.ts/, dependencies: ['platform'] },
    // Replaces the acme tenant's clinical data: after the suites that read it.
    { name: 'demo-reset', testMatch: /demo-reset\.spec\.ts/, dependencies: ['platform'] },
    // Rebuilds a remote in place: runs alone, after everything else.
    { name: 'deploy', testMatch: /deploy\.spec\.ts/, dependencies: ['platform'] },
  ],
  webServer: [
    {
      // A new database, so no encounter is claimed by a test yet (support/encounter-claims).
      command: `rm -rf "${dataDir}" "${CLAIMS_DIR}" && node mock-api/dist/server.js`,
      cwd: root,
      url: `http://127.0.0.1:${API_PORT}/api/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      // PUBLIC_URL: the address the tests use (links in mails, the Origin of the platform's own calls).
      env: { API_PORT: String(API_PORT), DATA_DIR: dataDir, DEMO_MODE: 'true', PUBLIC_URL: `http://localhost:${PORT}` },
    },
    {
      command: 'node shell/dist-server/platform-server.mjs',
      cwd: root,
      url: `http://127.0.0.1:${PORT}/remotes.json`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: { PORT: String(PORT), API_URL: `http://127.0.0.1:${API_PORT}` },
    },
    // A second pair configured to be framed by the EHR (tests/ehr-frame.spec.ts).
    {
      command: `rm -rf "${ehrDataDir}" && node mock-api/dist/server.js`,
      cwd: root,
      url: `http://127.0.0.1:${EHR_API_PORT}/api/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: { API_PORT: String(EHR_API_PORT), DATA_DIR: ehrDataDir, DEMO_MODE: 'true', PUBLIC_URL: EHR_PLATFORM_URL, FRAME_ANCESTORS: EHR_ORIGIN },
    },
    {
      command: 'node shell/dist-server/platform-server.mjs',
      cwd: root,
      url: `http://127.0.0.1:${EHR_PLATFORM_PORT}/remotes.json`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: { PORT: String(EHR_PLATFORM_PORT), API_URL: `http://127.0.0.1:${EHR_API_PORT}`, FRAME_ANCESTORS: EHR_ORIGIN },
    },
  ],
});
