import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { tenantIds } from '../../tenants/schema';
import { synonymsSchema } from './synonyms-schema';

const folder = new URL('../../content/synonyms/', import.meta.url);
const files = readdirSync(folder).filter((file) => file.endsWith('.json'));

const problems = (input: unknown) => {
  const result = synonymsSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

describe('regional synonyms files (src/content/synonyms)', () => {
  it('has one file per tenant', () => {
    expect(files.map((file) => file.replace(/\.json$/, '')).sort()).toEqual([...tenantIds].sort());
  });

  it.each(files)('%s matches the schema and is its tenant’s', (file) => {
    const data: unknown = JSON.parse(readFileSync(new URL(file, folder), 'utf8'));
    expect(problems(data)).toEqual([]);
    expect(synonymsSchema.parse(data).tenant).toBe(file.replace(/\.json$/, ''));
  });
});

describe('synonyms schema', () => {
  const good = { tenant: 'cl', groups: [['bombilla', 'ampolleta']] };

  it('accepts groups of single words', () => {
    expect(synonymsSchema.parse(good)).toEqual(good);
  });

  it.each([
    ['a phrase', { groups: [['llave de paso', 'válvula']] }, 'groups.0.0: one word per entry'],
    ['a group of one', { groups: [['bombilla']] }, 'groups.0'],
    ['no groups', { groups: [] }, 'groups'],
    ['another tenant', { tenant: 'xx' }, 'tenant'],
    ['a misspelt field', { grupos: [] }, ''],
    [
      'a word in two groups',
      {
        groups: [
          ['bombilla', 'ampolleta'],
          ['foco', 'Ampolletas'],
        ],
      },
      'groups.1: "Ampolletas" is already in group 0',
    ],
    ['a word twice in its group', { groups: [['lâmpada', 'lampada']] }, 'groups.0: "lampada" is repeated'],
  ])('refuses %s', (_name, change, expected) => {
    expect(problems({ ...good, ...change }).some((problem) => problem.startsWith(expected))).toBe(true);
  });
});
