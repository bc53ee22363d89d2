import type { landing as es } from '../es/landing';

/** Portuguese: marketing landing pages (countdown, preview notice, product grids). */
export const landing: Record<keyof typeof es, string> = {
  'landing.countdown.days': 'dias',
  'landing.countdown.hours': 'horas',
  'landing.countdown.minutes': 'minutos',
  'landing.countdown.seconds': 'segundos',
  'landing.countdown.endsAt': 'Termina em {date}',
  'landing.countdown.ended': 'Esta campanha terminou.',
  'landing.preview.notice': 'Pré-visualização: os clientes ainda não veem esta página.',
  'landing.grid.empty': 'Estes produtos não estão disponíveis na sua região. Mude a sua localização para ver outros.',
  'landing.grid.zone': 'Preços e estoque para {zone}',
} as const;
