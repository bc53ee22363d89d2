import { describe, expect, it } from 'vitest';
import { searchEngineSetting } from './engine-setting';

describe('searchEngineSetting', () => {
  it('searches in memory unless told otherwise', () => {
    expect(searchEngineSetting({})).toBe('memory');
    expect(searchEngineSetting({ DATABASE_URL: 'postgres://db/andamio' })).toBe('memory');
  });

  it('searches PostgreSQL when asked and the database is PostgreSQL', () => {
    expect(searchEngineSetting({ SEARCH_ENGINE: 'postgres', DATABASE_URL: 'postgres://db/andamio' })).toBe('postgres');
  });

  it('refuses PostgreSQL search on SQLite and unknown engines, saying what to set', () => {
    expect(() => searchEngineSetting({ SEARCH_ENGINE: 'postgres' })).toThrow(/DATABASE_URL/);
    expect(() => searchEngineSetting({ SEARCH_ENGINE: 'elastic' })).toThrow(/"memory" or "postgres"/);
  });
});
