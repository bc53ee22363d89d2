/** Which implementation answers searches and typeahead (SEARCH_ENGINE). */
export type SearchEngineName = 'memory' | 'postgres';

/**
 * SEARCH_ENGINE: "memory" (the default: each server's in-memory index) or "postgres" (the search
 * tables of the shared PostgreSQL database, migration 018), which needs DATABASE_URL.
 */
export function searchEngineSetting(
  env: NodeJS.ProcessEnv = process.env,
  dialect: 'sqlite' | 'postgres' = env.DATABASE_URL ? 'postgres' : 'sqlite',
): SearchEngineName {
  const value = env.SEARCH_ENGINE ?? 'memory';
  if (value !== 'memory' && value !== 'postgres')
    throw new Error(`SEARCH_ENGINE must be "memory" or "postgres" (got "${value}")`);
  if (value === 'postgres' && dialect !== 'postgres')
    throw new Error('SEARCH_ENGINE=postgres searches the PostgreSQL database: set DATABASE_URL to it');
  return value;
}
