/** Spanish: marketing landing pages (countdown, preview notice, product grids). */
export const landing = {
  'landing.countdown.days': 'días',
  'landing.countdown.hours': 'horas',
  'landing.countdown.minutes': 'minutos',
  'landing.countdown.seconds': 'segundos',
  'landing.countdown.endsAt': 'Termina el {date}',
  'landing.countdown.ended': 'Esta campaña terminó.',
  'landing.preview.notice': 'Vista previa: los clientes aún no ven esta página.',
  'landing.grid.empty': 'Estos productos no están disponibles en tu zona. Cambia tu ubicación para ver otros.',
  'landing.grid.zone': 'Precios y stock para {zone}',
} as const;
