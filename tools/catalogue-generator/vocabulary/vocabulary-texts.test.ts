import { describe, expect, it } from 'vitest';
import { collections, colors, departments, questionSeeds, reviewSeeds, services } from './index';
import type { Text } from './types';

function isText(value: unknown): value is Text {
  if (typeof value !== 'object' || value === null) return false;
  const keys = Object.keys(value).sort();
  return keys.length === 2 && keys[0] === 'es' && keys[1] === 'pt';
}

/** Every Text of the vocabulary with where it sits, e.g. "departments.0.children.1.name". */
function textsIn(value: unknown, path: string): Array<{ path: string; text: Text }> {
  if (isText(value)) return [{ path, text: value }];
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, child]) => textsIn(child, `${path}.${key}`));
}
const allTexts = textsIn({ departments, colors, services, reviewSeeds, questionSeeds, collections }, 'vocabulary');

/**
 * Words spelled the same in Spanish and Portuguese. A text may read the same in both languages
 * only when all its words are here, measures or codes; anything else is a missing translation.
 */
const sameInBoth = new Set(
  `abrasivo acética acrílica acrílico aguarrás alcance alicate alta alto altura alturas aluminizada anticorte
  argentina armado aspersor autonivelante azul base bimaterial biométrica blackout bola bomba bota brasil brocas
  camisa carga cartucho catalítica central chile china cilíndrico cilindro click cobertura cobre coco comercial
  compacta compra concreto consumo contra convencional copolímero corte cortina cortinas cromado curva descarga
  digital disco discos disparo doméstico embutir escala esmaltado esmalte especial espuma estaca estampada estilo
  excelente exterior fertilizante fibra filtro fina flores fotográfico galvanizado gasolina granulado horizontal
  impacto impactos impregnante integrado inteligente interior interruptor laminado laminados lateral lavada
  líquido lisa magnética magnético mandril manivela manual material máxima máximo mecanismo medidas metal
  metálica metálico métrica méxico mineral minuto moderno monofásico montante motorizado multiuso natural neutra
  nórdico norma normal opaca órbitas oscilante palma para perfil periférica pintar pintura piso pisos pistola
  plástica plástico plus policarbonato poliéster poliestireno polietileno polipropileno poliuretano porcelana
  porcelanato porcelanatos programas protege random recomendada recomendado redondo residencial resistente rígido
  rosca rotativo shaggy silencioso sintético sistema softshell solar soldar solvente suave supercurva telescópica
  temperatura temperaturas terracota tipo torque total tradicional transparente tubo tubos unidades universal
  útil válvula velocidades verde vertical vida vinílico vinílicos zincado zonas`.split(/\s+/),
);
const measureOrCode = (word: string) => word.length <= 3 || word === word.toUpperCase();
const foreignWords = (text: Text) =>
  (text.es.match(/\p{L}+/gu) ?? []).filter((word) => !measureOrCode(word) && !sameInBoth.has(word.toLowerCase()));

describe('texts', () => {
  it('has hundreds of texts to check', () => {
    expect(allTexts.length).toBeGreaterThan(2000);
  });

  it('fills both languages, without stray spaces', () => {
    for (const { path, text } of allTexts) {
      for (const value of [text.es, text.pt]) {
        expect(value.length, path).toBeGreaterThan(0);
        expect(value, path).toBe(value.trim());
        expect(value, path).not.toMatch(/ {2}/);
      }
    }
  });

  it.each(departments)('names department $key differently in Spanish and Portuguese', (department) => {
    expect(department.name.pt).not.toBe(department.name.es);
  });

  it('reads the same in both languages only for cognates, measures and codes', () => {
    const untranslated = allTexts
      .filter(({ text }) => text.es === text.pt && foreignWords(text).length > 0)
      .map(({ path, text }) => `${path}: ${foreignWords(text).join(' ')}`);
    expect(untranslated).toEqual([]);
  });

  it.each(colors)('colour $key has a hex code', (color) => {
    expect(color.hex).toMatch(/^#[0-9A-F]{6}$/);
  });
});

describe('shopper texts', () => {
  it.each(reviewSeeds)('review "$title.es" has a 3–80 character title and a 30–3000 character comment', (review) => {
    for (const lang of ['es', 'pt'] as const) {
      expect(review.title[lang].length).toBeGreaterThanOrEqual(3);
      expect(review.title[lang].length).toBeLessThanOrEqual(80);
      expect(review.comment[lang].length).toBeGreaterThanOrEqual(30);
      expect(review.comment[lang].length).toBeLessThanOrEqual(3000);
    }
  });

  it.each([1, 2, 3, 4, 5])('has reviews rated %i', (rating) => {
    expect(reviewSeeds.filter((review) => review.rating === rating).length).toBeGreaterThanOrEqual(3);
  });
});
