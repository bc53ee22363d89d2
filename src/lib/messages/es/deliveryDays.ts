/** Spanish: the day a home delivery is booked for, and when each line of an order comes. */
export const deliveryDays = {
  'checkout.dates.choose': 'Fecha de entrega',
  'checkout.dates.chooseHelp': 'Elige el día en que recibirás los productos con despacho a domicilio.',
  'checkout.dates.unavailable': 'Elige una de las fechas de entrega disponibles.',
  'checkout.dates.arrives': 'Llega el {date}',
  'checkout.dates.pickupFrom': 'Retira desde el {date}',
};
