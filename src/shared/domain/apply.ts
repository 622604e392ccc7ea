/** Applying: the longest screening answer, and the kinds of upload (server: lib/files) with the extensions the file picker offers. */
export const MAX_ANSWER = 3000;
/** The kinds of upload (server: lib/files), with the extensions the file picker offers. */
export const UPLOAD_KINDS = ['cv', 'video', 'image'] as const;
export type UploadKind = (typeof UPLOAD_KINDS)[number];
export const UPLOAD_EXTENSIONS: Record<UploadKind, readonly string[]> = {
  cv: ['pdf', 'doc', 'docx', 'rtf', 'odt'],
  video: ['webm', 'mp4', 'mov'],
  image: ['jpg', 'jpeg', 'png', 'webp'],
};
