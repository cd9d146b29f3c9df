import { banner } from '@agency/contracts';
import { EditorPage } from '../kit/editor-page';
import { SingletonBlock } from '../kit/singleton-block';

export default function EditBannerPage() {
  return (
    <EditorPage title="Banner">
      <SingletonBlock resource={banner} editText="Edit Banner" />
    </EditorPage>
  );
}
