/** The add-to-cart modals, one chunk fetched on the first add (the page's first load carries none of it). */
export { AddedDialog } from './AddedDialog';
export { ErrorDialog } from './ErrorDialog';
export { ServicesDialog } from './ServicesDialog';
