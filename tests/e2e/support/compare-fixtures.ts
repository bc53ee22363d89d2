import { DatabaseSync } from 'node:sqlite';

/**
 * Products of the seeded e2e database for the compare specs (the generator decides the ids):
 * two of one category whose data sheets agree on one attribute and differ on another, read
 * straight from the rows so the spec's expectations do not come from the code under test.
 */
const databasePath = process.env.TEST_DATABASE_PATH ?? 'data/test.sqlite';

interface Row {
  id: string;
  name: string;
  category_id: string;
  data_sheet: string;
}

interface Named {
  id: string;
  name: string;
}

export interface ComparablePair {
  products: [Named, Named];
  /** An attribute both have with the same value, and one both have with different values. */
  same: string;
  different: string;
}

export function comparablePair(tenant: string): ComparablePair {
  const db = new DatabaseSync(databasePath, { readOnly: true, timeout: 5000 });
  try {
    const rows = db
      .prepare(
        `SELECT id, name, category_id, data_sheet FROM products
          WHERE tenant = ? AND data_sheet != '[]' ORDER BY category_id, id LIMIT 400`,
      )
      .all(tenant) as unknown as Row[];
    const sheet = (row: Row) =>
      new Map((JSON.parse(row.data_sheet) as { name: string; value: string }[]).map((a) => [a.name, a.value]));
    for (const [i, first] of rows.entries()) {
      for (const second of rows.slice(i + 1)) {
        if (second.category_id !== first.category_id) break;
        const [a, b] = [sheet(first), sheet(second)];
        const shared = [...a.keys()].filter((name) => b.has(name));
        const same = shared.find((name) => a.get(name) === b.get(name));
        const different = shared.find((name) => a.get(name)?.toLowerCase() !== b.get(name)?.toLowerCase());
        if (same && different) {
          const named = ({ id, name }: Row): Named => ({ id, name });
          return { products: [named(first), named(second)], same, different };
        }
      }
    }
    throw new Error(`No comparable pair in ${databasePath} for ${tenant}`);
  } finally {
    db.close();
  }
}
