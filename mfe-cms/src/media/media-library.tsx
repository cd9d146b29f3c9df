import { useId, useRef, useState, type DragEvent, type FormEvent } from 'react';
import { MAX_SEARCH_LENGTH, resourcePath, RECORD_PATHS, type MediaItem } from '@agency/contracts';
import {
  Button,
  Field,
  LoadState,
  Notice,
  queryKeys,
  recordQueries,
  useQuery,
  useQueryClient,
} from '@agency/ui';
import { DeleteButton, pageCount } from '@agency/ui/record-views';
import { tooLargeText, uploadImage } from './upload-image';
import './media-library.css';

interface Upload {
  key: string;
  name: string;
  sent: number;
  failure?: string;
}

/** 1536 → '1.5 KB'. */
function sizeText(bytes: number): string {
  return bytes < 1024 * 1024
    ? `${Math.max(1, Math.round(bytes / 1024))} KB`
    : `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

function thumbnailOf(item: MediaItem): string {
  return item.url.replace(/\/\d+\.(jpg|png)$/, `/${item.widths[0]}.webp`);
}

/** Drop files here or choose them: each is sent with its own progress bar, and its own error if refused. */
function UploadZone() {
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
      const refused = tooLargeText(file);
      setUploads((current) => [...current, { key, name: file.name, sent: 0, failure: refused }]);
      if (refused) continue;
      uploadImage(file, (sent) => update(key, { sent }))
        .then(() => {
          setUploads((current) => current.filter((upload) => upload.key !== key));
          void client.invalidateQueries({ queryKey: queryKeys.records('media') });
          void client.invalidateQueries({ queryKey: queryKeys.records('auditLog') });
        })
        .catch((error: unknown) =>
          update(key, {
            failure: `${file.name} was not uploaded: ${error instanceof Error ? error.message : String(error)}`,
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
        <p id={hintId}>Drop images here, or</p>
        <Button
          type="button"
          variant="secondary"
          onClick={() => input.current?.click()}
          aria-describedby={hintId}
        >
          Choose images…
        </Button>
        <input
          ref={input}
          className="ui-visually-hidden"
          type="file"
          accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
          multiple
          tabIndex={-1}
          aria-label="Images to upload"
          onChange={(event) => {
            send(event.target.files);
            event.target.value = '';
          }}
        />
        <p className="media-drop__hint">
          JPEG, PNG, WebP, GIF or AVIF, up to 10 MB. Every size a page needs is made for you.
        </p>
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
                  {`Uploading ${upload.name}`}
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
      <form className="media-search" role="search" aria-label="Search images" onSubmit={submit}>
        <Field
          label="Search by name"
          name="q"
          type="search"
          maxLength={MAX_SEARCH_LENGTH}
          defaultValue={search}
        />
        <Button type="submit" variant="secondary">
          Search
        </Button>
      </form>
      <LoadState query={found} lines={3}>
        {found.data && found.data.items.length === 0 ? (
          <p>{search ? 'No image has that name.' : 'No images yet: upload the first one above.'}</p>
        ) : found.data ? (
          <>
            <ul className="media-grid" aria-label="Images">
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
                  <p className="media-card__meta">{`${item.width} × ${item.height} · ${sizeText(item.bytes)}`}</p>
                  <div className="media-card__actions">
                    {onPick ? (
                      <Button
                        type="button"
                        size="sm"
                        onClick={() => onPick(item)}
                        aria-label={`Use ${item.name}`}
                      >
                        Use
                      </Button>
                    ) : (
                      <a
                        href={item.url}
                        target="_blank"
                        rel="noopener"
                        className="ui-btn ui-btn--secondary ui-btn--sm"
                      >
                        Open<span className="ui-visually-hidden">{` ${item.name}`}</span>
                      </a>
                    )}
                    {onPick ? null : (
                      <DeleteButton
                        path={resourcePath(RECORD_PATHS.media.one, item._id)}
                        title={item.name}
                        consequence="An image a block still uses is kept, and you are told where it is used. An unused image's files are removed for good."
                      />
                    )}
                  </div>
                </li>
              ))}
            </ul>
            {pages > 1 ? (
              <nav className="media-pager" aria-label="Image pages">
                <Button
                  type="button"
                  size="sm"
                  variant="secondary"
                  disabled={page <= 1}
                  onClick={() => setPage(page - 1)}
                >
                  Previous
                </Button>
                <span>{`Page ${page} of ${pages}`}</span>
                <Button
                  type="button"
                  size="sm"
                  variant="secondary"
                  disabled={page >= pages}
                  onClick={() => setPage(page + 1)}
                >
                  Next
                </Button>
              </nav>
            ) : null}
          </>
        ) : null}
      </LoadState>
    </div>
  );
}
