import type { deliveryDays as es } from '../es/deliveryDays';

/** Portuguese: the day a home delivery is booked for, and when each line of an order comes. */
export const deliveryDays: Record<keyof typeof es, string> = {
  'checkout.dates.choose': 'Data de entrega',
  'checkout.dates.chooseHelp': 'Escolha o dia em que receberá os produtos com entrega em domicílio.',
  'checkout.dates.unavailable': 'Escolha uma das datas de entrega disponíveis.',
  'checkout.dates.arrives': 'Entrega prevista: {date}',
  'checkout.dates.pickupFrom': 'Retire a partir de {date}',
};
