import { copyrights } from '@agency/contracts';
import { EditorPage } from '../kit/editor-page';
import { SingletonBlock } from '../kit/singleton-block';

export default function AddCopyrightPage() {
  return (
    <EditorPage title="Copyright">
      <SingletonBlock resource={copyrights} editText="Edit Copyright" />
    </EditorPage>
  );
}
