import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { act, screen } from '@testing-library/react';
import { uiMessages } from '../messages';
import { LocaleProvider } from './locale-context';
import { useTexts } from './use-texts';

function Count({ length, max }: { length: number; max: number }) {
  const t = useTexts(uiMessages);
  return <p>{t('field.count', { length, max })}</p>;
}

// As a page hydrates: a transition's render that meets a language still loading waits in place, and React replays
// the waiting component once the chunk has arrived rather than rendering the whole tree again.
test('a render that waited for a language’s chunk completes once it arrives, without an error', async () => {
  const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const container = document.body.appendChild(document.createElement('div'));
  const root = createRoot(container, { onRecoverableError: (error) => console.error(error) });
  await act(async () => {
    startTransition(() =>
      root.render(
        <LocaleProvider locale="de">
          <Count length={5} max={6} />
        </LocaleProvider>,
      ),
    );
  });
  expect(screen.getByText('5 von 6 Zeichen')).toBeInTheDocument();
  expect(errors).not.toHaveBeenCalled();
  act(() => root.unmount());
});
