import { describe, expect, it } from 'vitest';
import { canLitresOf } from './can-size';

describe('canLitresOf', () => {
  it.each([
    ['Pintura látex interior mate 1/4 galón', 0.946],
    ['Esmalte al agua satinado para interior 1 galón ULTRA-142', 3.785],
    ['Pintura látex interior mate 4 galones', 15.14],
    ['Tinta látex fosca 1 galão', 3.785],
    ['Tinta acrílica 4 galões MX-20', 15.14],
    ['Barniz marino 0,9 L', 0.9],
    ['Tinta acrílica 18 litros', 18],
    ['Pintura de pisos', 3.785],
    ['Pintura 1/4 galón ECO-2', 0.946],
  ])('%s holds %d L', (name, expected) => {
    expect(canLitresOf(name)).toBe(expected);
  });
});
