import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react()],
  test: {
    name: 'web',
    root: import.meta.dirname,
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    css: false,
    // Screens render lazy chunks, RTK Query and user-event typing in jsdom. Alone most take 1–3 s, but CI runs
    // this project next to the server suite on 2 cores, where the slowest (Home, the admin forms) reach 6–16 s.
    // One generous limit here instead of raised limits scattered over test files; it only matters when a test fails.
    testTimeout: 30_000,
  },
});
