import { describe, expect, it } from 'vitest';
import { validate } from '../validation/issues';
import { companySchema, identityBounds, recipientSchema } from './recipient-schema';

const recipient = {
  firstName: ' María José ',
  lastName: "D'Alessandro-Ñúñez",
  phone: '9 8765 4321',
  nationalId: '12.345.678-5',
};
const company = { taxId: '76.123.456-0', businessName: ' Constructora Pérez & Hijos Ltda. ', giro: 'Construcción' };
const errorsOf = (result: ReturnType<typeof validate>) => (result.ok ? [] : result.errors);

describe('recipientSchema', () => {
  it('trims the names and stores the phone in E.164 and the RUT normalized', () => {
    expect(validate(recipientSchema('cl'), recipient)).toEqual({
      ok: true,
      data: { firstName: 'María José', lastName: "D'Alessandro-Ñúñez", phone: '+56987654321', nationalId: '123456785' },
    });
  });

  it('writes a name typed with combining accents the one way (NFC)', () => {
    const result = validate(recipientSchema('cl'), { ...recipient, firstName: 'Jose\u0301' });
    expect(result.ok && result.data.firstName).toBe('José');
  });

  it.each([
    [
      'br',
      { phone: '(11) 91234-5678', nationalId: '390.533.447-05' },
      { phone: '+5511912345678', nationalId: '39053344705' },
    ],
    [
      'mx',
      { phone: '55 1234 5678', nationalId: 'gode561231gr8' },
      { phone: '+525512345678', nationalId: 'GODE561231GR8' },
    ],
    ['mx', { phone: '55 1234 5678', nationalId: '  ' }, { phone: '+525512345678', nationalId: undefined }],
    ['mx', { phone: '55 1234 5678', nationalId: undefined }, { phone: '+525512345678', nationalId: undefined }],
  ] as const)('%s reads its own phone and document', (tenant, fields, data) => {
    expect(validate(recipientSchema(tenant), { ...recipient, ...fields })).toEqual({
      ok: true,
      data: { firstName: 'María José', lastName: "D'Alessandro-Ñúñez", ...data },
    });
  });

  it('gives each invalid field its own message', () => {
    const input = { firstName: '  ', lastName: 'Pérez 2', phone: '+54 9 11 2345 6789', nationalId: '12.345.678-4' };
    expect(errorsOf(validate(recipientSchema('cl'), input))).toEqual([
      { field: 'firstName', key: 'validation.identity.firstName.required', params: {} },
      { field: 'lastName', key: 'validation.identity.lastName.characters', params: {} },
      { field: 'phone', key: 'validation.identity.phone.otherCountry', params: {} },
      { field: 'nationalId', key: 'validation.identity.rut.checkDigit', params: {} },
    ]);
  });

  it('reads what is missing or not text as not given', () => {
    expect(errorsOf(validate(recipientSchema('pe'), { lastName: 7, nationalId: 12345678 }))).toEqual([
      { field: 'firstName', key: 'validation.identity.firstName.required', params: {} },
      { field: 'lastName', key: 'validation.identity.lastName.required', params: {} },
      { field: 'phone', key: 'validation.identity.phone.required', params: {} },
      { field: 'nationalId', key: 'validation.identity.dniPe.required', params: {} },
    ]);
  });

  it.each([
    ['firstName', 'a'.repeat(identityBounds.name + 1), 'validation.identity.firstName.tooLong'],
    ['lastName', 'b'.repeat(identityBounds.name + 1), 'validation.identity.lastName.tooLong'],
  ])('refuses a %s over 60 characters, saying the bound', (field, name, key) => {
    expect(errorsOf(validate(recipientSchema('co'), { ...recipient, [field]: name }))).toContainEqual({
      field,
      key,
      params: { max: 60 },
    });
  });

  it.each(['Ana.', 'Ana_María', '-Ana', "Ana '", '<b>Ana</b>'])('refuses the name %j', (firstName) => {
    expect(errorsOf(validate(recipientSchema('cl'), { ...recipient, firstName }))).toEqual([
      { field: 'firstName', key: 'validation.identity.firstName.characters', params: {} },
    ]);
  });

  it('refuses an RFC that is given but wrong', () => {
    const input = { ...recipient, phone: '55 1234 5678', nationalId: 'GODE561331GR8' };
    expect(errorsOf(validate(recipientSchema('mx'), input))).toEqual([
      { field: 'nationalId', key: 'validation.identity.rfc.date', params: {} },
    ]);
  });
});

describe('companySchema', () => {
  it('stores the normalized RUT, the trimmed business name and the giro in Chile', () => {
    expect(validate(companySchema('homy'), company)).toEqual({
      ok: true,
      data: { taxId: '761234560', businessName: 'Constructora Pérez & Hijos Ltda.', giro: 'Construcción' },
    });
  });

  it('drops a giro where the invoice does not print one', () => {
    const input = { ...company, taxId: '12.345.678/0001-95' };
    expect(validate(companySchema('br'), input)).toEqual({
      ok: true,
      data: { taxId: '12345678000195', businessName: 'Constructora Pérez & Hijos Ltda.', giro: undefined },
    });
  });

  it('gives each invalid field its own message', () => {
    expect(errorsOf(validate(companySchema('cl'), { taxId: '', businessName: ' ', giro: '' }))).toEqual([
      { field: 'taxId', key: 'validation.identity.rut.required', params: {} },
      { field: 'businessName', key: 'validation.identity.businessName.required', params: {} },
      { field: 'giro', key: 'validation.identity.giro.required', params: {} },
    ]);
  });

  it('bounds the business name at 100 characters and the giro at 80', () => {
    const input = { ...company, businessName: 'x'.repeat(101), giro: 'y'.repeat(81) };
    expect(errorsOf(validate(companySchema('cl'), input))).toEqual([
      { field: 'businessName', key: 'validation.identity.businessName.tooLong', params: { max: 100 } },
      { field: 'giro', key: 'validation.identity.giro.tooLong', params: { max: 80 } },
    ]);
  });

  it('asks a Mexican company for its RFC as a company', () => {
    expect(errorsOf(validate(companySchema('mx'), { ...company, taxId: 'GODE561231GR8' }))).toEqual([
      { field: 'taxId', key: 'validation.identity.rfc.companyShape', params: {} },
    ]);
  });
});
