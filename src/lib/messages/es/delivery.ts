/** Spanish: delivery, stock, availability and purchase-popularity messages (docs/delivery-promise.md "Stock"). */
export const delivery = {
  // docs/delivery-promise.md delivery types, shown as the name of each option
  'delivery.label.homeDelivery': 'Despacho a domicilio',
  'delivery.label.homeDeliveryEconomic': 'Despacho económico',
  'delivery.label.clickAndCollect': 'Retiro en tienda',
  'delivery.label.buyAtStore': 'Compra en tienda',
  // docs/delivery-promise.md stock states, also the docs/delivery-promise.md stock messages (out of stock, critical stock, not available)
  'stock.available': 'Disponible',
  'stock.critical': 'Stock crítico: quedan pocas unidades',
  'stock.outOfStock': 'Producto agotado',
  'stock.temporarilyUnavailable': 'Producto no disponible por el momento',
  'stock.low.one': '¡Solo queda {count} unidad!',
  'stock.low.other': '¡Solo quedan {count} unidades!',
  'stock.lowOnline.one': 'Última unidad para compra online',
  'stock.lowOnline.other': 'Últimas {count} unidades para compra online',
  // docs/delivery-promise.md availability: {cost} is money and {date} a weekday and date, formatted by formatAvailabilityParams
  'availability.delivery.today.free': 'Llega hoy con despacho gratis',
  'availability.delivery.today.cost': 'Llega hoy con despacho de {cost}',
  'availability.delivery.tomorrow.free': 'Llega mañana con despacho gratis',
  'availability.delivery.tomorrow.cost': 'Llega mañana con despacho de {cost}',
  'availability.delivery.later.free': 'Llega el {date} con despacho gratis',
  'availability.delivery.later.cost': 'Llega el {date} con despacho de {cost}',
  'availability.pickup.fromTwoHours': 'Retira en tienda desde 2 horas después de tu compra',
  'availability.pickup.today': 'Retira hoy en tienda',
  'availability.pickup.tomorrow': 'Retira mañana en tienda',
  'availability.pickup.later': 'Retira en tienda desde el {date}',
  'availability.storeClosedToday': 'Tienda cerrada hoy',
  // docs/delivery-promise.md purchase popularity
  'popularity.day.one': '{count} persona compró este producto en las últimas 24 horas',
  'popularity.day.other': '{count} personas compraron este producto en las últimas 24 horas',
  'popularity.twoDays.one': '{count} persona compró este producto en las últimas 48 horas',
  'popularity.twoDays.other': '{count} personas compraron este producto en las últimas 48 horas',
  'popularity.week.one': '{count} persona compró este producto en la última semana',
  'popularity.week.other': '{count} personas compraron este producto en la última semana',
} as const;
