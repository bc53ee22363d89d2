import { describe, expect, it } from 'vitest';
import { synonymGroups } from './synonyms';

describe('synonymGroups', () => {
  it('reads each tenant its own file: a Chilean ampolleta is a bulb, a Mexican foco too', async () => {
    expect((await synonymGroups('cl')).some((group) => group.includes('ampolleta') && group.includes('bombilla'))).toBe(
      true,
    );
    expect((await synonymGroups('mx')).some((group) => group.includes('foco'))).toBe(true);
    expect((await synonymGroups('mx')).some((group) => group.includes('ampolleta'))).toBe(false);
  });

  it('gives a tenant without a file no groups', async () => {
    expect(await synonymGroups('xx')).toEqual([]);
  });
});
