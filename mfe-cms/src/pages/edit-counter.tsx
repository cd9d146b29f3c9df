import { counters } from '@agency/contracts';
import { EditorPage } from '../kit/editor-page';
import { SingletonBlock } from '../kit/singleton-block';

export default function EditCounterPage() {
  return (
    <EditorPage title="Counters">
      <SingletonBlock resource={counters} editText="Edit Counters" />
    </EditorPage>
  );
}
