import type { Clock } from '../../clock.js';
import { isValidUploadSignature, signUploadUrl } from './uploadUrlSignature.js';

/** Signs and checks the local upload URLs (`PUT /api/upload/blob/:uploadId?expires&signature`). */
export interface UploadUrlSigner {
  /** The same-origin path the client PUTs to until `expiresAt`. */
  sign(uploadId: string, expiresAt: Date): Promise<string>;
  /** `valid`, `expired` (signature right, too late) or `forged`. */
  verify(uploadId: string, expires: number, signature: string): Promise<UploadUrlVerdict>;
}

export type UploadUrlVerdict = 'valid' | 'expired' | 'forged';

/** Path of the local upload route for one upload. */
export function uploadBlobPath(uploadId: string): string {
  return `/api/upload/blob/${encodeURIComponent(uploadId)}`;
}

export function createUploadUrlSigner(
  secret: () => Promise<string>,
  clock: Clock,
): UploadUrlSigner {
  return {
    async sign(uploadId, expiresAt) {
      const expires = Math.floor(expiresAt.getTime() / 1000);
      const signature = signUploadUrl(await secret(), uploadId, expires);
      const query = new URLSearchParams({ expires: String(expires), signature });
      return `${uploadBlobPath(uploadId)}?${query.toString()}`;
    },

    async verify(uploadId, expires, signature) {
      if (!isValidUploadSignature(await secret(), uploadId, expires, signature)) return 'forged';
      return clock.now().getTime() >= expires * 1000 ? 'expired' : 'valid';
    },
  };
}
