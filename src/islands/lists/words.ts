import type { Translate } from '../../lib/messages';
import type { WishListWords } from '../WishListButton';

/** The add-to-my-list control's words, as a product page or a card passes them to its island. */
export const wishListWords = (t: Translate): WishListWords => ({
  choose: t('wishLists.chooseList'),
  newList: t('wishLists.newList'),
  newListName: t('wishLists.create.label'),
  // a template the island fills with the list's name: the placeholder goes through as text
  savedIn: t('wishLists.savedIn', { list: '{list}' }),
  seeList: t('wishLists.seeList'),
  failed: t('errors.generic'),
});
