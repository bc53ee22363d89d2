import { newDocumentId } from '../cart/cart-ids';

/** The hidden field of a quote form: a key of its own, made when the form is drawn. */
export const requestKeyField = 'requestKey';
export const newRequestKey = newDocumentId;
