import { SetMetadata } from '@nestjs/common';

export const FILE_UPLOAD_METADATA = 'agency:file-upload';

/**
 * A write whose body is a file's bytes (application/octet-stream or image/*) rather than JSON. Neither is a type an
 * HTML form can send, so a cross-site page still cannot post one without a CORS preflight, which it fails.
 */
export const FileUpload = () => SetMetadata(FILE_UPLOAD_METADATA, true);

/** The content types a file upload may declare. */
export const FILE_UPLOAD_TYPE = /^(application\/octet-stream|image\/[\w.+-]+)\s*(;|$)/i;
