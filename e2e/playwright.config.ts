import { defineConfig } from '@playwright/test';

// Browser tests run against the loopback bridge (the same main-process services Electron uses), in Debian's
// Chromium: Playwright's own browser download cannot work on these machines. WebGL is SwiftShader, so tests wait
// on app state, never on frame rates.
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: './artifacts/results',
  // One temp folder for the whole run (bridge folders, Chromium profiles), removed at its end.
  globalSetup: './global-temp.ts',
  timeout: 120_000,
  expect: { timeout: 20_000 },
  workers: 1,
  retries: 0,
  reporter: [['list']],
  use: {
    browserName: 'chromium',
    headless: true,
    viewport: { width: 1280, height: 800 },
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--use-angle=swiftshader',
        '--enable-unsafe-swiftshader',
      ],
    },
    trace: 'off',
    screenshot: 'only-on-failure',
  },
});
