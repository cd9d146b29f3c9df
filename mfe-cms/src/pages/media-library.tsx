import { BackOfficePage } from '@agency/ui';
import { MediaLibrary } from '../media/media-library';

/** Beyond the spec: the images every block's image fields choose from. */
export default function MediaLibraryPage() {
  return (
    <BackOfficePage title="Media Library">
      <p className="ui-section__intro">Upload images once and choose them in any block's image fields.</p>
      <MediaLibrary />
    </BackOfficePage>
  );
}
