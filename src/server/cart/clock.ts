/** Where the cart reads "now": services take the instant in their context, so tests can move it. */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();
