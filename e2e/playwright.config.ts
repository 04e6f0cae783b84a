import { defineConfig } from '@playwright/test';
import path from 'node:path';

// The end-to-end suites drive the production build at one URL, in Debian's Chromium.
const PORT = Number(process.env.E2E_PORT ?? 3100);
const API_PORT = Number(process.env.E2E_API_PORT ?? 4100);
const root = path.resolve(__dirname, '..');
const dataDir = path.join(root, 'e2e/.e2e-data');

export default defineConfig({
  testDir: './tests',
  outputDir: path.join(root, 'test-results/e2e-artifacts'),
  fullyParallel: false,
  workers: 2,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: process.env.E2E_JSON ?? path.join(root, 'test-results/e2e.json') }]],
  use: {
    baseURL: `http://localhost:${PORT}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'platform', testIgnore: /deploy\.spec\.ts/ },
    // Rebuilds a remote in place: runs alone, after everything else.
    { name: 'deploy', testMatch: /deploy\.spec\.ts/, dependencies: ['platform'] },
  ],
  webServer: [
    {
      command: `rm -rf "${dataDir}" && node mock-api/dist/server.js`,
      cwd: root,
      url: `http://127.0.0.1:${API_PORT}/api/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: { API_PORT: String(API_PORT), DATA_DIR: dataDir, DEMO_MODE: 'true' },
    },
    {
      command: 'node shell/dist-server/platform-server.mjs',
      cwd: root,
      url: `http://127.0.0.1:${PORT}/remotes.json`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: { PORT: String(PORT), API_URL: `http://127.0.0.1:${API_PORT}` },
    },
  ],
});
