/**
 * The largest picture the back office may upload (products, advice, guides, banners): 5 MB (5 MiB).
 * The API refuses a larger file with 413 and the form says so before sending it. Plain values,
 * so a page reads them without the schema library.
 */
export const UPLOAD_MAX_IMAGE_BYTES = 5 * 1024 * 1024;
/** The same limit in MB, for messages ("5 MB"). */
export const UPLOAD_MAX_IMAGE_MB = UPLOAD_MAX_IMAGE_BYTES / 1024 / 1024;
