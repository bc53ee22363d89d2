import { defineConfig } from 'vitest/config';

// A run on a port of its own builds into a folder of its own (tests/README.md "Parallel runs"), and
// every storefront it starts, the suite's and a test's second one alike, serves that build: set
// here, before any worker starts, so each inherits it.
if (process.env.HTTP_TEST_PORT && !process.env.OUT_DIR) process.env.OUT_DIR = `dist-${process.env.HTTP_TEST_PORT}`;

export default defineConfig({
  test: {
    passWithNoTests: false,
    projects: [
      {
        // two files at a time: on two cores vitest's default is one, which left a core idle (116 s
        // against 62 s for the unit suite on the project's machine)
        test: { name: 'unit', include: ['src/**/*.test.ts', 'tools/**/*.test.ts'], maxWorkers: 2 },
      },
      {
        // HTTP tests against the real server and a real database file (tests/http/server.ts).
        test: {
          name: 'http',
          include: ['tests/http/**/*.test.ts'],
          globalSetup: ['tests/http/server.ts'],
          // A test file mostly waits for the server, which runs in a process of its own: two files at
          // a time keep both cores busy (on two cores vitest's default is one at a time; the suite
          // took 105 s on SQLite and 247 s on PostgreSQL one at a time, 72–78 s and 184 s two at a time).
          maxWorkers: 2,
          testTimeout: 30_000,
          hookTimeout: 600_000,
        },
      },
    ],
    coverage: {
      provider: 'v8',
      include: ['src/lib/**/*.ts'],
      exclude: ['src/lib/**/*.test.ts'],
      reporter: ['text-summary'],
      // The pure rules are the one implementation pages, islands and the API share: keep them covered.
      thresholds: { lines: 95 },
    },
  },
});
