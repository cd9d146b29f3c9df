import { useId, useRef, useState, type DragEvent, type FormEvent } from 'react';
import { MAX_SEARCH_LENGTH, type MediaItem } from '@agency/contracts';
import { endpointPath } from '@agency/contracts/endpoints/endpoint';
import { MEDIA_ENDPOINTS } from '@agency/contracts/endpoints/media';
import {
  Button,
  Field,
  LoadState,
  Notice,
  queryKeys,
  useQuery,
  useQueryClient,
  useTexts,
  type Texts,
} from '@agency/ui';
import { recordQueries } from '@agency/ui/record-queries';
import { DeleteButton, pageCount } from '@agency/ui/record-views';
import { cmsMessages, type CmsTextId } from '../messages';
import { isTooLarge, MEDIA_MAX_MB, uploadImage } from './upload-image';
import './media-library.css';

interface Upload {
  key: string;
  name: string;
  sent: number;
  failure?: string;
}

/** 1536 → '2 KB', 1572864 → '1.5 MB'. */
function sizeText(bytes: number, t: Texts<CmsTextId>): string {
  return bytes < 1024 * 1024
    ? t('media.kilobytes', { size: String(Math.max(1, Math.round(bytes / 1024))) })
    : t('media.megabytes', { size: (bytes / 1024 / 1024).toFixed(1) });
}

function thumbnailOf(item: MediaItem): string {
  return item.url.replace(/\/\d+\.(jpg|png)$/, `/${item.widths[0]}.webp`);
}

/** Drop files here or choose them: each is sent with its own progress bar, and its own error if refused. */
function UploadZone() {
  const t = useTexts(cmsMessages);
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [over, setOver] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const client = useQueryClient();
  const hintId = useId();
  const update = (key: string, change: Partial<Upload>) =>
    setUploads((current) =>
      current.map((upload) => (upload.key === key ? { ...upload, ...change } : upload)),
    );

  const send = (files: FileList | null) => {
    for (const file of files ?? []) {
      const key = `${file.name}-${file.size}-${Date.now()}-${Math.random()}`;
      const refused = isTooLarge(file)
        ? t('media.tooLarge', {
            name: file.name,
            size: (file.size / 1024 / 1024).toFixed(1),
            max: String(MEDIA_MAX_MB),
          })
        : undefined;
      setUploads((current) => [...current, { key, name: file.name, sent: 0, failure: refused }]);
      if (refused) continue;
      uploadImage(file, (sent) => update(key, { sent }), t)
        .then(() => {
          setUploads((current) => current.filter((upload) => upload.key !== key));
          // Sent by XMLHttpRequest for its progress, not by the API client, which would make these stale itself.
          for (const read of MEDIA_ENDPOINTS.upload.stale)
            void client.invalidateQueries({ queryKey: queryKeys.records(read) });
        })
        .catch((error: unknown) =>
          update(key, {
            failure: t('media.notUploaded', {
              name: file.name,
              reason: error instanceof Error ? error.message : String(error),
            }),
          }),
        );
    }
  };
  const drop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setOver(false);
    send(event.dataTransfer.files);
  };

  return (
    <div>
      <div
        className={`media-drop${over ? ' media-drop--over' : ''}`}
        onDragOver={(event) => {
          event.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={drop}
      >
        <p id={hintId}>{t('media.drop')}</p>
        <Button
          type="button"
          variant="secondary"
          onClick={() => input.current?.click()}
          aria-describedby={hintId}
        >
          {t('media.chooseFiles')}
        </Button>
        <input
          ref={input}
          className="ui-visually-hidden"
          type="file"
          accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
          multiple
          tabIndex={-1}
          aria-label={t('media.toUpload')}
          onChange={(event) => {
            send(event.target.files);
            event.target.value = '';
          }}
        />
        <p className="media-drop__hint">{t('media.formats', { max: String(MEDIA_MAX_MB) })}</p>
      </div>
      {uploads.length > 0 ? (
        <ul className="media-uploads">
          {uploads.map((upload) =>
            upload.failure ? (
              <li key={upload.key}>
                <Notice
                  tone="error"
                  onDismiss={() =>
                    setUploads((current) => current.filter((shown) => shown.key !== upload.key))
                  }
                >
                  {upload.failure}
                </Notice>
              </li>
            ) : (
              <li key={upload.key}>
                <label>
                  {t('media.uploading', { name: upload.name })}
                  <progress max={1} value={upload.sent} />
                </label>
              </li>
            ),
          )}
        </ul>
      ) : null}
    </div>
  );
}

/**
 * The media library: upload by dropping or choosing files, search by name, and for each image its size, where its
 * files are, and Delete (refused, with the reason, while a block uses it). With `onPick`, each image can be chosen.
 */
export function MediaLibrary({ onPick }: { onPick?: (item: MediaItem) => void }) {
  const t = useTexts(cmsMessages);
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const params = new URLSearchParams({
    ...(search ? { q: search } : {}),
    ...(page > 1 ? { page: String(page) } : {}),
  });
  const found = useQuery({
    ...recordQueries.search<MediaItem>('media', params.toString()),
    placeholderData: (previous) => previous,
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const q = new FormData(event.currentTarget).get('q');
    setSearch(typeof q === 'string' ? q.trim() : '');
    setPage(1);
  };
  const pages = found.data ? pageCount(found.data.total, found.data.pageSize) : 1;
  return (
    <div className="media-library">
      <UploadZone />
      <form className="media-search" role="search" aria-label={t('media.search')} onSubmit={submit}>
        <Field
          label={t('media.searchByName')}
          name="q"
          type="search"
          maxLength={MAX_SEARCH_LENGTH}
          defaultValue={search}
        />
        <Button type="submit" variant="secondary">
          {t('media.searchButton')}
        </Button>
      </form>
      <LoadState query={found} lines={3}>
        {found.data && found.data.items.length === 0 ? (
          <p>{search ? t('media.noMatch') : t('media.none')}</p>
        ) : found.data ? (
          <>
            <ul className="media-grid" aria-label={t('media.images')}>
              {found.data.items.map((item) => (
                <li key={item._id} className="media-card">
                  <img
                    src={thumbnailOf(item)}
                    alt=""
                    width={160}
                    height={Math.round((160 * item.height) / item.width)}
                    loading="lazy"
                  />
                  <p className="media-card__name">{item.name}</p>
                  <p className="media-card__meta">{`${item.width} × ${item.height} · ${sizeText(item.bytes, t)}`}</p>
                  <div className="media-card__actions">
                    {onPick ? (
                      <Button
                        type="button"
                        size="sm"
                        onClick={() => onPick(item)}
                        aria-label={t('media.useOne', { name: item.name })}
                      >
                        {t('media.use')}
                      </Button>
                    ) : (
                      <a
                        href={item.url}
                        target="_blank"
                        rel="noopener"
                        className="ui-btn ui-btn--secondary ui-btn--sm"
                      >
                        {t('media.open')}
                        <span className="ui-visually-hidden">{t('media.openName', { name: item.name })}</span>
                      </a>
                    )}
                    {onPick ? null : (
                      <DeleteButton
                        path={endpointPath(MEDIA_ENDPOINTS.remove, { id: item._id })}
                        stale={MEDIA_ENDPOINTS.remove.stale}
                        title={item.name}
                        consequence={t('media.deleteConsequence')}
                      />
                    )}
                  </div>
                </li>
              ))}
            </ul>
            {pages > 1 ? (
              <nav className="media-pager" aria-label={t('media.pages')}>
                <Button
                  type="button"
                  size="sm"
                  variant="secondary"
                  disabled={page <= 1}
                  onClick={() => setPage(page - 1)}
                >
                  {t('media.previous')}
                </Button>
                <span>{t('media.page', { page, pages })}</span>
                <Button
                  type="button"
                  size="sm"
                  variant="secondary"
                  disabled={page >= pages}
                  onClick={() => setPage(page + 1)}
                >
                  {t('media.next')}
                </Button>
              </nav>
            ) : null}
          </>
        ) : null}
      </LoadState>
    </div>
  );
}
