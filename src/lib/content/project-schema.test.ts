import { describe, expect, it } from 'vitest';
import { materialQuantity, projectApplies, projectSchema } from './project-schema';

const good = {
  id: 'pintar-habitacion',
  tenant: 'cl',
  title: 'Pintar una habitación',
  summary: 'Todo lo que necesitas para pintar los muros de una pieza.',
  calculators: ['paint'],
  defaultAreaM2: 30,
  materials: [
    {
      name: 'Pintura',
      category: 'CATG10002',
      types: ['latex-paint'],
      main: true,
      per: 'm2',
      quantity: 0.1,
      unit: 'gallon',
    },
    { name: 'Rodillo', category: 'CATG10014', types: ['paint-roller'], per: 'fixed', quantity: 1, unit: 'unit' },
  ],
};

const issuesOf = (input: unknown) => {
  const result = projectSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

describe('projectSchema', () => {
  it('reads a project with its defaults', () => {
    const project = projectSchema.parse(good);
    expect(project.categories).toEqual([]);
    expect(project.materials[1]?.main).toBe(false);
  });

  it.each<[string, unknown, string]>([
    ['a bad id', { ...good, id: 'Pintar Habitación' }, 'id: must be lower-case letters'],
    ['an unknown tenant', { ...good, tenant: 'xx' }, 'tenant:'],
    ['nothing to apply to', { ...good, calculators: [] }, 'categories: give the categories or the calculators'],
    ['a bad category', { ...good, categories: ['pinturas'] }, 'categories.0: must be a category id'],
    [
      'a bad quantity rule',
      { ...good, materials: [{ ...good.materials[1], per: 'm3' }] },
      'materials.0.per: must be one of m2, 10m2, fixed',
    ],
    ['a negative quantity', { ...good, materials: [{ ...good.materials[1], quantity: -1 }] }, 'materials.0.quantity:'],
    ['an unknown unit', { ...good, materials: [{ ...good.materials[1], unit: 'bottle' }] }, 'materials.0.unit:'],
    // a slot is filled by kind, so a material without one could take anything of its category
    [
      'a material without a product type',
      { ...good, materials: [{ ...good.materials[1], types: [] }] },
      'materials.0.types:',
    ],
    [
      'a word instead of a product type',
      { ...good, materials: [{ ...good.materials[1], types: ['Rodillo de lana'] }] },
      'materials.0.types.0: must be a product type',
    ],
    ['the old search field', { ...good, materials: [{ ...good.materials[1], search: 'rodillo' }] }, 'materials.0'],
    [
      'two main materials',
      { ...good, materials: [good.materials[0], good.materials[0]] },
      'materials: at most one material can be the main one',
    ],
    ['an unknown field', { ...good, colour: 'red' }, ''],
  ])('refuses %s', (_, input, message) => {
    expect(issuesOf(input).join('\n')).toContain(message);
    expect(issuesOf(input)).not.toEqual([]);
  });
});

describe('materialQuantity', () => {
  it.each([
    ['per m²', { per: 'm2', quantity: 0.1 }, 30, 3],
    ['per m², rounded up', { per: 'm2', quantity: 0.1 }, 31, 4],
    ['per 10 m²', { per: '10m2', quantity: 1 }, 25, 3],
    ['fixed', { per: 'fixed', quantity: 2 }, 500, 2],
    ['never less than one', { per: 'm2', quantity: 0.01 }, 1, 1],
  ] as const)('%s', (_, material, area, expected) => {
    expect(materialQuantity(material, area)).toBe(expected);
  });
});

describe('projectApplies', () => {
  const project = { categories: ['CATG10047'], calculators: ['floor' as const] };
  it.each([
    [{ categoryIds: ['CATG10046', 'CATG10047'], calculator: null }, true],
    [{ categoryIds: ['CATG10022'], calculator: 'floor' }, true],
    [{ categoryIds: ['CATG10002'], calculator: 'paint' }, false],
    [{ categoryIds: [], calculator: null }, false],
  ])('%o → %s', (product, expected) => {
    expect(projectApplies(project, product)).toBe(expected);
  });
});
