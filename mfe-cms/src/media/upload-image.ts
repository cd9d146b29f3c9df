import { MEDIA_MAX_BYTES, type MediaItem } from '@agency/contracts';
import { endpointPath } from '@agency/contracts/endpoints/endpoint';
import { MEDIA_ENDPOINTS } from '@agency/contracts/endpoints/media';
import { ApiError, getApiBaseUrl, type Texts } from '@agency/ui';
import type { CmsTextId } from '../messages';

/** Refused in the browser before a byte is sent: the API would refuse it too. */
export function isTooLarge(file: File): boolean {
  return file.size > MEDIA_MAX_BYTES;
}

/** The largest image the library takes, in MB. */
export const MEDIA_MAX_MB = MEDIA_MAX_BYTES / 1024 / 1024;

/**
 * Sends one file to the media library, reporting the share sent as it goes (fetch cannot report upload progress;
 * XMLHttpRequest can). Fails with the API's own message, as every other request does; `t` words a failure the API
 * did not explain.
 */
export function uploadImage(
  file: File,
  onProgress: (sent: number) => void,
  t: Texts<CmsTextId>,
): Promise<MediaItem> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(
      MEDIA_ENDPOINTS.upload.method,
      `${getApiBaseUrl()}${endpointPath(MEDIA_ENDPOINTS.upload)}?name=${encodeURIComponent(file.name)}`,
    );
    request.withCredentials = true;
    request.setRequestHeader('Content-Type', 'application/octet-stream');
    request.setRequestHeader('Accept', 'application/json');
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      let body: unknown;
      try {
        body = JSON.parse(request.responseText);
      } catch {
        body = undefined;
      }
      if (request.status >= 200 && request.status < 300) return resolve(body as MediaItem);
      const message = (body as { message?: unknown } | undefined)?.message;
      reject(
        new ApiError(
          request.status,
          typeof message === 'string' ? message : t('media.uploadFailed', { status: request.status }),
        ),
      );
    };
    request.onerror = () => reject(new ApiError(0, t('media.unreachable')));
    request.send(file);
  });
}
