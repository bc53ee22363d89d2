import type { Text } from './vocabulary/types';

/**
 * Catalogue copy the generator writes (product descriptions, review aliases, question askers):
 * content in the tenant's language, like a merchandiser would type it.
 */
export const descriptionOpeners: Text[] = [
  {
    es: '{name} de {brand}, pensado para trabajos en casa y en obra.',
    pt: '{name} da {brand}, pensado para trabalhos em casa e na obra.',
  },
  {
    es: '{name} de {brand}: calidad y rendimiento para tu proyecto.',
    pt: '{name} da {brand}: qualidade e rendimento para o seu projeto.',
  },
  {
    es: 'Con {name} de {brand} terminas tus trabajos más rápido y con mejor resultado.',
    pt: 'Com {name} da {brand} você termina seus trabalhos mais rápido e com melhor resultado.',
  },
  {
    es: '{brand} presenta {name}, una opción confiable para el uso diario.',
    pt: 'A {brand} apresenta {name}, uma opção confiável para o uso diário.',
  },
];

export const descriptionDetails: Text[] = [
  { es: 'Sus características principales son: {features}.', pt: 'Suas principais características são: {features}.' },
  { es: 'Destaca por: {features}.', pt: 'Destaca-se por: {features}.' },
];

export const descriptionClosers: Text[] = [
  {
    es: 'Revisa la ficha técnica antes de comprar y consulta a nuestros especialistas en tienda.',
    pt: 'Confira a ficha técnica antes de comprar e consulte nossos especialistas na loja.',
  },
  {
    es: 'Recomendamos seguir las instrucciones del fabricante para un mejor resultado.',
    pt: 'Recomendamos seguir as instruções do fabricante para um melhor resultado.',
  },
  { es: 'Producto con garantía del fabricante.', pt: 'Produto com garantia do fabricante.' },
];

export const aliases = [
  'Carolina M.',
  'JuanPablo',
  'maestro_rojas',
  'Fernanda',
  'Don Luis',
  'Camila R.',
  'Pato',
  'Andrés G.',
  'la_constructora',
  'Sofía',
  'Mati',
  'Valentina P.',
  'Rodrigo',
  'Javiera',
  'Tomás',
  'Catalina',
  'Ignacio',
  'Francisca',
  'Diego',
  'Constanza',
  'Marcelo',
  'Paula',
  'Gonzalo',
  'Antonia',
  'Felipe',
  'Daniela',
  'Cristián',
  'Bruna',
  'Thiago',
  'Larissa',
  'Rafael',
  'Juliana',
  'Gustavo',
  'Mariana',
  'Lucas',
  'Beatriz',
  'Pedro H.',
];

export const modelPrefixes = ['PRO', 'MX', 'TX', 'HD', 'EVO', 'PLUS', 'ULTRA', 'MAX', 'ECO', 'X'];

export function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '');
}
