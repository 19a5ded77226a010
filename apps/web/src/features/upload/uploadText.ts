/** Upload copy the spec does not quote (the spec's own texts are in MESSAGES). */
export const UPLOAD_TEXT = {
  addPhoto: 'Add a photo of your hero',
  addPhotoHint: 'Optional · JPEG or PNG, up to 8 MB',
  guestHint: 'Put your own face on the hero',
  preparing: 'Getting ready…',
  uploading: (percent: number) => `Uploading… ${percent}%`,
  uploaded: 'Photo added',
  uploadedHint: 'It goes on your hero',
  failed: 'Upload failed',
  retry: 'Retry',
  remove: 'Remove photo',
  thumbnail: 'Your reference photo',
} as const;
