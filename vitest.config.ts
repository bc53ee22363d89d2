import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    passWithNoTests: false,
    projects: [
      {
        test: { name: 'unit', include: ['src/**/*.test.ts'] },
      },
      {
        // HTTP tests against the real server and a real database file (tests/http/server.ts).
        test: {
          name: 'http',
          include: ['tests/http/**/*.test.ts'],
          globalSetup: ['tests/http/server.ts'],
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
