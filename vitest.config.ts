import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.ts', 'src/**/*.test.ts'],
    environment: 'node',
    // Some tests start worker threads or compile pages with the real MDX toolchain: about 2 s alone on
    // this 2-core machine, over 5 s (Vitest's default limit) on a slower CI machine running every file at
    // once. A test that hangs still fails, after 60 s.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
