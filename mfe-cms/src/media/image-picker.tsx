import { lazy, Suspense, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { Button, Skeleton, useTexts } from '@agency/ui';
import { cmsMessages } from '../messages';
import './image-picker.css';

// The library loads when the first picker opens, not with every editor.
const MediaLibrary = lazy(() =>
  import('./media-library').then((module) => ({ default: module.MediaLibrary })),
);

/**
 * "Choose from library" beside an image field: a modal with the media library (upload, search), whose chosen
 * image's URL goes into the field. The native dialog keeps focus inside and closes on Escape. It is placed at the
 * end of the page, outside the editor's form (a form may not hold another), and its submits stop at its edge, as
 * React passes a portal's events to its parents.
 */
export function ImagePicker({ label, onPick }: { label: string; onPick: (url: string) => void }) {
  const t = useTexts(cmsMessages);
  const dialog = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState(false);
  const show = () => {
    setOpen(true);
    const element = dialog.current;
    if (element?.showModal) element.showModal();
    else element?.setAttribute('open', '');
  };
  const close = () => {
    const element = dialog.current;
    if (element?.close) element.close();
    else element?.removeAttribute('open');
    setOpen(false);
  };
  return (
    <>
      <Button type="button" size="sm" variant="secondary" onClick={show}>
        {t('picker.choose')}
        <span className="ui-visually-hidden">{t('picker.chooseFor', { label })}</span>
      </Button>
      {createPortal(
        <dialog
          ref={dialog}
          className="media-dialog"
          aria-label={t('picker.title', { label })}
          onClose={() => setOpen(false)}
          onSubmit={(event) => event.stopPropagation()}
        >
          <div className="media-dialog__head">
            <h2 className="ui-editor-block__title">{t('picker.title', { label })}</h2>
            <Button type="button" size="sm" variant="ghost" onClick={close}>
              {t('picker.close')}
            </Button>
          </div>
          {open ? (
            <Suspense fallback={<Skeleton lines={4} />}>
              <MediaLibrary
                onPick={(item) => {
                  onPick(item.url);
                  close();
                }}
              />
            </Suspense>
          ) : null}
        </dialog>,
        document.body,
      )}
    </>
  );
}
