/** The shared strokes and neutral fills of the pictograms, so every drawing reads as one set. */
export const ink = '#2b2d31';
export const steel = '#c7ccd3';
export const wood = '#c89b6d';
export const line = `stroke="${ink}" stroke-width="3" stroke-linejoin="round"`;
export const thin = `stroke="${ink}" stroke-width="2" stroke-linejoin="round"`;
