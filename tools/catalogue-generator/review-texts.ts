import type { Text } from './vocabulary/types';

/**
 * What makes two generated reviews of one product differ when they share a seed: where the
 * writer used it (a sentence before the seed's comment) and what they add (one after). Both stay
 * clear of the product's kind and of the rating, so that any pair reads true under any seed.
 */
export const reviewSettings: Text[] = [
  { es: 'Lo compré para unos arreglos en la casa.', pt: 'Comprei para uns reparos em casa.' },
  { es: 'Lo usé en la remodelación de la cocina.', pt: 'Usei na reforma da cozinha.' },
  { es: 'Lo pedí para el departamento que estamos arreglando.', pt: 'Pedi para o apartamento que estamos reformando.' },
  { es: 'Lo ocupé en una obra de fin de semana.', pt: 'Usei numa obra de fim de semana.' },
  { es: 'Lo compré por recomendación de un maestro.', pt: 'Comprei por indicação de um pedreiro.' },
  { es: 'Lo necesitaba para terminar el baño.', pt: 'Precisava dele para terminar o banheiro.' },
  { es: 'Lo compré para la casa de mis papás.', pt: 'Comprei para a casa dos meus pais.' },
  { es: 'Lo usé en la terraza del patio.', pt: 'Usei na área de churrasqueira do quintal.' },
  { es: 'Lo pedí para un trabajo con un cliente.', pt: 'Pedi para um trabalho com um cliente.' },
  { es: 'Lo usé para renovar el dormitorio.', pt: 'Usei para renovar o quarto.' },
  { es: 'Lo compré para la cabaña.', pt: 'Comprei para a casa de praia.' },
  { es: 'Lo ocupé en la ampliación de la casa.', pt: 'Usei na ampliação da casa.' },
];

export const reviewAfterthoughts: Text[] = [
  { es: 'Lo retiré en tienda sin problemas.', pt: 'Retirei na loja sem problemas.' },
  { es: 'La boleta llegó al correo enseguida.', pt: 'A nota fiscal chegou no e-mail na hora.' },
  { es: 'Vale la pena leer la ficha antes.', pt: 'Vale a pena ler a ficha antes.' },
  { es: 'Pedí también los accesorios.', pt: 'Pedi também os acessórios.' },
  { es: 'Lo compré en la web y fue rápido.', pt: 'Comprei pelo site e foi rápido.' },
];

/**
 * The n-th wording of a seed's comment: the seed's alone, then with each setting, then with each
 * setting and each afterthought; none repeats within a product before (settings + 1) ×
 * (afterthoughts + 1) uses of one seed, far more than a product's reviews.
 */
export function reviewComment(comment: string, use: number, lang: 'es' | 'pt'): string {
  const settings = reviewSettings.length + 1;
  const setting = reviewSettings[(use % settings) - 1];
  const afterthought = reviewAfterthoughts[(Math.floor(use / settings) % (reviewAfterthoughts.length + 1)) - 1];
  return [setting?.[lang], comment, afterthought?.[lang]].filter(Boolean).join(' ');
}
