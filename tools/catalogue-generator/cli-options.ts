import { defaultProductsPerTenant, type SeedOptions } from './seed';

/** The generator's options as both commands (npm run seed, npm run catalogue:generate) take them. */
export const generatorOptionsUsage = `  --products  products per tenant (default ${defaultProductsPerTenant}, at most 900000)
  --seed      seed of the generator (same seed, same catalogue)
  --date      the catalogue's "today" (default: today, UTC)`;

export const generatorCliOptions = {
  products: { type: 'string' },
  seed: { type: 'string' },
  date: { type: 'string' },
} as const;

/** The generator's options from the command line's values, or what is wrong with them. */
export function generatorOptions(values: {
  products?: string | undefined;
  seed?: string | undefined;
  date?: string | undefined;
}): { options: Required<Pick<SeedOptions, 'products'>> & SeedOptions } | { error: string } {
  const products = values.products === undefined ? defaultProductsPerTenant : Number(values.products);
  if (!Number.isInteger(products) || products < 1 || products > 900_000)
    return { error: `--products must be a whole number from 1 to 900000, got "${values.products}".` };
  const date = values.date === undefined ? undefined : new Date(`${values.date}T00:00:00Z`);
  if (date !== undefined && Number.isNaN(date.getTime()))
    return { error: `--date must be a date written YYYY-MM-DD, got "${values.date}".` };
  return {
    options: { products, ...(values.seed ? { seed: values.seed } : {}), ...(date ? { referenceDate: date } : {}) },
  };
}
