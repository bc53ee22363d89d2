/**
 * Recipients and home addresses the checkout tests type, one per country, each valid there and
 * lying in the tenant's fallback zone (the cart's when the browser chose none): the HTTP tests'
 * forms and the browser's journeys use the same.
 */
export const clDelivery = {
  firstName: 'Rosa',
  lastName: 'Pérez',
  phone: '+56 9 8765 4321',
  nationalId: '12.345.678-5',
  pickupPerson: 'Rosa Pérez',
  zoneId: '13101',
  street: 'Avenida Providencia',
  number: '1234',
  apartment: 'Depto 5',
  reference: '',
};

export const deliveryOf = {
  cl: clDelivery,
  br: {
    firstName: 'Joana',
    lastName: 'Silva',
    phone: '+55 11 98765-4321',
    nationalId: '390.533.447-05',
    pickupPerson: 'Joana Silva',
    zipCode: '01310-100',
    colony: 'Bela Vista',
    street: 'Avenida Paulista',
    number: '1000',
    apartment: 'Apto 12',
    reference: '',
  },
  mx: {
    firstName: 'Lucía',
    lastName: 'Hernández',
    phone: '+52 55 1234 5678',
    nationalId: '',
    pickupPerson: 'Lucía Hernández',
    zipCode: '06140',
    colony: 'Condesa',
    street: 'Avenida Ámsterdam',
    number: '45',
    apartment: '',
    reference: 'Portón verde',
  },
} as const;
