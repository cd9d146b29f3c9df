import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Carousel } from './carousel';

const people = ['Ana', 'Bo', 'Cy', 'Di', 'Ed'];

function setup({ scrollLeft = 0 } = {}) {
  render(
    <Carousel label="People" items={people} itemKey={(name) => name} renderItem={(name) => <p>{name}</p>} />,
  );
  const track = screen.getByRole('region', { name: 'People' }).firstElementChild as HTMLElement;
  const scrollTo = jest.fn();
  Object.assign(track, { scrollTo });
  Object.defineProperties(track, {
    scrollWidth: { value: 1000 },
    clientWidth: { value: 400 },
    scrollLeft: { value: scrollLeft, writable: true },
  });
  Object.defineProperty(track.firstElementChild, 'offsetWidth', { value: 180 });
  return { track, scrollTo };
}

test('each slide says where it is in the row', () => {
  setup();
  expect(screen.getAllByRole('group').map((slide) => slide.getAttribute('aria-label'))).toEqual([
    '1 of 5',
    '2 of 5',
    '3 of 5',
    '4 of 5',
    '5 of 5',
  ]);
});

test('the arrows move one slide and wrap around at the ends', async () => {
  const { scrollTo } = setup();
  await userEvent.click(screen.getByRole('button', { name: 'Next' }));
  expect(scrollTo).toHaveBeenLastCalledWith({ left: 180, behavior: 'smooth' });
  await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
  expect(scrollTo).toHaveBeenLastCalledWith({ left: 600, behavior: 'smooth' });
});

test('the arrow keys move the focused track', () => {
  const { track, scrollTo } = setup({ scrollLeft: 600 });
  track.focus();
  fireEvent.keyDown(track, { key: 'ArrowRight' });
  expect(scrollTo).toHaveBeenLastCalledWith({ left: 0, behavior: 'smooth' });
  fireEvent.keyDown(track, { key: 'ArrowLeft' });
  expect(scrollTo).toHaveBeenLastCalledWith({ left: 420, behavior: 'smooth' });
});

test('for a visitor who asks for reduced motion, the arrows jump without animating', async () => {
  let reduce = false;
  const matchMedia = jest.fn((query: string) => ({
    matches: reduce && query === '(prefers-reduced-motion: reduce)',
  }));
  Object.assign(window, { matchMedia });
  try {
    const { scrollTo } = setup();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(scrollTo).toHaveBeenLastCalledWith({ left: 180, behavior: 'smooth' });
    reduce = true;
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(scrollTo).toHaveBeenLastCalledWith({ left: 180, behavior: 'auto' });
  } finally {
    Reflect.deleteProperty(window, 'matchMedia');
  }
});
