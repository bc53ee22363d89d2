import { gallonLitres, quarterGallonLitres } from './paint';

/**
 * The litres of one can of a paint, read from its name as the catalogue writes the size
 * ("… 1/4 galón", "… 4 galones", "… 1 galão", "… 18 L"). A name without a size is a gallon:
 * paints are sold by the gallon (sale unit GL) where the catalogue says nothing more.
 */
const gallons = /(?:^|\s)(1\/4|\d+(?:[.,]\d+)?)\s*(?:gal(?:ón|on|ones|ão|ao|ões|oes)?)(?=\s|$)/i;
const litres = /(?:^|\s)(\d+(?:[.,]\d+)?)\s*(?:l|lt|litros?)(?=\s|$)/i;

export function canLitresOf(name: string): number {
  const gallon = gallons.exec(name)?.[1];
  if (gallon === '1/4') return quarterGallonLitres;
  if (gallon !== undefined) return Math.round(Number(gallon.replace(',', '.')) * gallonLitres * 1000) / 1000;
  const litre = litres.exec(name)?.[1];
  if (litre !== undefined) return Number(litre.replace(',', '.'));
  return gallonLitres;
}
