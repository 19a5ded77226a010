import type { ImageRefusal } from './imageCheck.js';

/**
 * Upload refusals the spec does not quote (its own texts, 'Sign in to upload' and the 8 MB
 * and type messages, come from contracts' MESSAGES). The player sees the HTTP status text of
 * a refused PUT; these bodies are for other API callers and logs.
 */
export const UPLOAD_TEXT = {
  tooManyUploads: 'Too many uploads in the last hour. Please try again later.',
  linkInvalid: 'This upload link is not valid',
  linkExpired: 'This upload link has expired. Please choose the file again.',
  notFound: 'Upload not found',
  inProgress: 'This file is already being uploaded',
  alreadyRefused: 'This file was refused. Please choose another one.',
  notUploadedYet: 'The file has not been uploaded yet',
  contentTypeMismatch: (declared: string) => `This upload link expects ${declared}`,
  notAnUploadedImage: 'Not an image uploaded by this player',
  refusals: {
    not_an_image: 'The file is not a JPEG or PNG image',
    type_mismatch: 'The file is not of the type it was announced as',
    undecodable: 'The image is damaged and cannot be read',
    bad_dimensions: 'The image has no size or is far too large',
  } satisfies Record<ImageRefusal, string>,
} as const;
