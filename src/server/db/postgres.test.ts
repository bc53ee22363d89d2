import { describe, expect, it } from 'vitest';
import { numberedParameters, postgresTypes } from './postgres';

describe('SQL written for both engines', () => {
  it('numbers SQLite’s ? parameters as PostgreSQL’s $1, $2… in order', () => {
    expect(numberedParameters('SELECT a FROM t WHERE tenant = ? AND id = ANY(?) LIMIT ?')).toBe(
      'SELECT a FROM t WHERE tenant = $1 AND id = ANY($2) LIMIT $3',
    );
    expect(numberedParameters('SELECT 1')).toBe('SELECT 1');
  });

  it('reads bigint and numeric as numbers, as SQLite gives them', () => {
    const parse = (id: number) => postgresTypes.getTypeParser(id, 'text') as (text: string) => unknown;
    expect(parse(20)('9007199254740991')).toBe(9_007_199_254_740_991);
    expect(parse(1700)('4.25')).toBe(4.25);
    // other types keep pg's own reading: int4 is a number already, text stays text
    expect(parse(23)('12')).toBe(12);
    expect(parse(25)('12')).toBe('12');
  });
});
