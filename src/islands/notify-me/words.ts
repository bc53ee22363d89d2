import type { Translate } from '../../lib/messages';
import type { NotifyMeWords } from '../NotifyMeForm';

/** What the notify-me island says, in the tenant's words (docs/accounts-and-lists.md email rule, docs/accounts-and-lists.md failure). */
export const notifyMeWords = (t: Translate): NotifyMeWords => ({
  required: t('validation.email.required'),
  invalid: t('validation.email.invalid'),
  failure: t('errors.notifyMe'),
  sending: t('notifyMe.sending'),
  // the same confirmation the form shows after a page load without JavaScript
  done: t('site.notifyMe.saved'),
});
