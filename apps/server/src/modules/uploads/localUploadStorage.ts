import type { ObjectStorage } from '../../storage/objectStorage.js';
import { TOO_LARGE, type UploadStorage } from './uploadStorage.js';
import type { UploadUrlSigner } from './uploadUrlSigner.js';

const MEDIA_PREFIX = '/media/';

/**
 * Uploads through our own server into the object storage of the data directory: the client
 * PUTs to a signed, expiring URL of the blob route; images are then served under /media/.
 */
export function createLocalUploadStorage(
  objects: ObjectStorage,
  signer: UploadUrlSigner,
): UploadStorage {
  return {
    route: 'server',

    presignPut: ({ uploadId, expiresAt }) => signer.sign(uploadId, expiresAt),

    publicUrl: (key) => `${MEDIA_PREFIX}${key}`,

    keyOfPublicUrl(url) {
      // A path, or an absolute URL of any origin (PUBLIC_URL or the request's own).
      const path = url.startsWith('/') ? url : URL.parse(url)?.pathname;
      return path?.startsWith(MEDIA_PREFIX) ? path.slice(MEDIA_PREFIX.length) : null;
    },

    async read(key, maxBytes) {
      const object = await objects.getObject(key);
      if (!object) return null;
      return object.body.byteLength > maxBytes ? TOO_LARGE : object.body;
    },

    write: (key, body, contentType) => objects.putObject(key, body, contentType),

    remove: (key) => objects.deleteObject(key),
  };
}
