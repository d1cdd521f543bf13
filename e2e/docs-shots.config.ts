import { defineConfig } from '@playwright/test';
import base from './playwright.config.js';

// `npm run docs:shots` (e2e/docs-shots.ts): the browser tests' settings (Debian's Chromium, the viewport, the temp
// folder), for the one file that makes the pictures of the README and docs/ instead of the specs.
export default defineConfig({
  ...base,
  testMatch: 'docs-shots.ts',
  outputDir: './artifacts/docs-shots',
});
