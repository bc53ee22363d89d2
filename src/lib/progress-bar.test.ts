import { describe, expect, it } from 'vitest';
import { progressBar, progressWriter } from './progress-bar';

describe('progressBar', () => {
  it('fills its thirty places by the share done', () => {
    expect(progressBar('cl', 600, 2000, 'products')).toBe(
      `cl    [${'#'.repeat(9)}${' '.repeat(21)}]  30% 600/2000 products`,
    );
    expect(progressBar('br', 0, 0, 'bytes')).toBe(`br    [${'#'.repeat(30)}] 100% 0/0 bytes`);
  });
});

describe('progressWriter', () => {
  it('writes a line per tenth when not on a terminal', () => {
    const lines: string[] = [];
    const write = progressWriter((text) => lines.push(text), false);
    for (let done = 0; done <= 100; done++) write('cl', done, 100, 'bytes');
    expect(lines).toHaveLength(11);
  });

  it('rewrites one line in place on a terminal', () => {
    const lines: string[] = [];
    const write = progressWriter((text) => lines.push(text), true);
    write('cl', 1, 2, 'bytes');
    expect(lines[0]?.startsWith('\rcl ')).toBe(true);
  });
});
