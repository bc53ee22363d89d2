import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { defaultSlugConnector, slugConnector, slugFor, slugify } from './slug';

describe('slugify', () => {
  it.each([
    ['Pintura Látex Blanco 1/4 Galón', 'pintura-latex-blanco-1-4-galon'],
    ['Taladro Percutor 13mm 650W Bosch', 'taladro-percutor-13mm-650w-bosch'],
    ['Cerámica 45x45 "Mármol" Beige', 'ceramica-45x45-marmol-beige'],
    ['Porcelanato 60×60 Gris', 'porcelanato-60x60-gris'],
    ['Baño & Cocina', 'bano-y-cocina'],
    ['Baño&Cocina', 'bano-y-cocina'],
    ['Baño &amp; Cocina', 'bano-y-cocina'],
    ['Tinta Acrílica Fosca 18L – Suvinil', 'tinta-acrilica-fosca-18l-suvinil'],
    ['Árvore de Natal', 'arvore-de-natal'],
    ['Pingüino Ñandú Açaí Ações', 'pinguino-nandu-acai-acoes'],
    ['Silla Gamer™ Pro® ©2024', 'silla-gamer-pro-2024'],
    ['Lámpara 🔥 LED 👨‍👩‍👧 Cálida 👍🏽', 'lampara-led-calida'],
    ['  Taladro    Inalámbrico\t\n18V  ', 'taladro-inalambrico-18v'],
    ['Tubo PVC 1,5" x 3 m', 'tubo-pvc-15-x-3-m'],
    ['Disco de corte 9,5 mm', 'disco-de-corte-95-mm'],
    ['Placa de yeso 12.5 mm', 'placa-de-yeso-125-mm'],
    ['Cañería ½" Cobre', 'caneria-1-2-cobre'],
    ['Cerámica 30 m² caja', 'ceramica-30-m2-caja'],
    ['Pack 2+1 Rodillos', 'pack-2-1-rodillos'],
    ['Black+Decker', 'black-decker'],
    ['D\'Agostino: Llave (inglesa), 12"!', 'dagostino-llave-inglesa-12'],
    ['Straße Œuvre Ørsted', 'strasse-oeuvre-orsted'],
    ['Cable_Eléctrico--Rojo -- 2.5mm', 'cable-electrico-rojo-25mm'],
    ['-Sierra / Caladora-', 'sierra-caladora'],
    ['İzmir', 'izmir'],
    ['™ ® © 🔥 !!!', ''],
    ['', ''],
  ])('%s -> %s', (name, slug) => {
    expect(slugify(name)).toBe(slug);
  });

  it('takes the word "&" becomes as a parameter', () => {
    expect(slugify('Banho & Cozinha', { connector: 'e' })).toBe('banho-e-cozinha');
    expect(slugify('Banho & Cozinha')).toBe(`banho-${defaultSlugConnector}-cozinha`);
  });

  const slugShape = /^(?:[a-z0-9]+(?:-[a-z0-9]+)*)?$/;

  it('is lower-case [a-z0-9-] without double or edge hyphens, and idempotent, for any unicode text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => {
        const slug = slugify(text);
        expect(slug).toMatch(slugShape);
        expect(slugify(slug)).toBe(slug);
      }),
      { numRuns: 1000 },
    );
    // a thousand random strings: room for a shared, busy machine (this is no timing test)
  }, 20_000);

  it('keeps the shape and idempotence whatever the connector', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), fc.string({ unit: 'grapheme', maxLength: 4 }), (text, connector) => {
        const slug = slugify(text, { connector });
        expect(slug).toMatch(slugShape);
        expect(slugify(slug, { connector })).toBe(slug);
      }),
    );
  });

  it('keeps every ASCII letter and digit of the name, in order', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Za-z0-9 ]{0,40}$/), (text) => {
        expect(slugify(text).replaceAll('-', '')).toBe(text.replaceAll(' ', '').toLowerCase());
      }),
    );
  });
});

describe('slugify over many names', () => {
  it('answers the same slug for a name before and after more names than it remembers', () => {
    const first = slugify('Pintura Látex & Esmalte');
    for (let n = 0; n < 20_500; n++) expect(slugify(`Término ${n}`)).toBe(`termino-${n}`);
    expect(slugify('Pintura Látex & Esmalte')).toBe(first);
    expect(slugify('Pintura Látex & Esmalte', { connector: 'e' })).toBe('pintura-latex-e-esmalte');
  });
});

describe('slugFor a tenant language', () => {
  it.each([
    ['es', 'y', 'Baño & Cocina', 'bano-y-cocina'],
    ['pt', 'e', 'Banho & Cozinha', 'banho-e-cozinha'],
  ] as const)('%s joins "&" with "%s"', (lang, connector, name, slug) => {
    expect(slugConnector(lang)).toBe(connector);
    expect(slugFor(lang, name)).toBe(slug);
  });
});
