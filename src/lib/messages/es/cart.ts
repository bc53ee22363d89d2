/** Spanish: cart, buy-now and quotation messages (docs/accounts-and-lists.md "Cart", docs/accounts-and-lists.md). */
export const cart = {
  'cart.error.skuNotFound': 'No encontramos este producto.',
  'cart.error.cartNotFound': 'No encontramos este carro.',
  'cart.error.lineNotFound': 'Este producto ya no está en tu carro.',
  'cart.error.noPriceInZone': 'Este producto no está a la venta en tu zona. Elige otra zona o revisa otro producto.',
  'cart.error.tooManyLines':
    'Tu carro puede tener hasta {max, plural, one {# producto distinto} other {# productos distintos}}.',
  'cart.error.empty': 'Tu carro está vacío. Agrega productos para cotizar.',
  'cart.error.notBuyNowCart': 'Este carro no es de compra inmediata.',
  'cart.delivery.homeNotAvailable': 'El despacho a domicilio no está disponible para este producto en tu zona.',
  'cart.delivery.economicNotOffered': 'El despacho económico no está disponible en tu zona.',
  'cart.delivery.storeRequired': 'Elige una tienda para retirar o comprar este producto.',
  'cart.delivery.storeNotFound': 'No encontramos esta tienda.',
  'cart.delivery.free': 'Despacho gratis',
  'cart.delivery.freeMissing': 'Te faltan {amount} para despacho gratis.',
  'cart.service.notOffered': 'Este servicio no está disponible para este producto.',
  'cart.service.oneWarranty': 'Puedes elegir solo una garantía extendida por producto.',
  'cart.service.tooMany': 'Puedes elegir hasta {max, plural, one {# servicio} other {# servicios}} por producto.',
  'cart.line.noPrice': 'Este producto ya no está a la venta en tu zona: quítalo para continuar.',
  'cart.line.frozenPrice': 'Precio de tu cotización para {count} u., garantizado por {hours} h más.',
  'cart.pix.total': 'Total pagando con Pix: {price}',
  'cart.quotation.notFound': 'No encontramos esta cotización.',
  'cart.quotation.valid': 'Precios congelados por {hours} h más.',
  'cart.quotation.expired':
    'Esta cotización venció y muestra los precios que tenía. Si la agregas al carro, se usarán los precios actuales.',
} as const;
