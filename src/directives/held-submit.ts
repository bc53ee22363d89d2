/**
 * The handover of a form's submit from the page to the island that enhances it, which
 * `client:interaction` (./interaction.ts) holds a tap for until the island is ready. Two signals
 * from the island: its server-rendered markup marks the part whose form it will take over, and the
 * form says when the island listens to its submits.
 */

/** The mark, in an island's markup, of the part holding the form it takes over once hydrated. */
export const takesSubmitSelector = '[data-takes-submit]';

/** Said by the form, bubbling to its island, once the island handles its submits itself. */
export const submitTakenEvent = 'andamio:submit-taken';

export function announceSubmitTaken(form: HTMLFormElement): void {
  form.dispatchEvent(new Event(submitTakenEvent, { bubbles: true }));
}
