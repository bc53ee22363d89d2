import { FolderUploadStore } from './folder-store';
import type { UploadStore } from './store';

export type { UploadStore } from './store';

let store: UploadStore | undefined;

/** The server's upload store: the folder UPLOADS_DIR (default data/uploads/), read at run time. */
export function uploadStore(): UploadStore {
  store ??= new FolderUploadStore(process.env.UPLOADS_DIR ?? 'data/uploads');
  return store;
}
