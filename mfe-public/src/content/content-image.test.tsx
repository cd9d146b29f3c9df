import { render } from '@testing-library/react';
import { ContentImage } from './content-image';

const id = '0123456789abcdef01234567';

test('a media library image offers every width the library made, WebP first, at the size it is shown', () => {
  const { container } = render(
    <ContentImage src={`https://api.example.com/media/${id}/1024.jpg`} width={480} height={320} alt="Team" />,
  );
  const source = container.querySelector('picture > source');
  expect(source).toHaveAttribute('type', 'image/webp');
  expect(source).toHaveAttribute(
    'srcset',
    [320, 640, 1024].map((width) => `https://api.example.com/media/${id}/${width}.webp ${width}w`).join(', '),
  );
  const image = container.querySelector('picture > img');
  expect(image).toHaveAttribute('src', `https://api.example.com/media/${id}/1024.jpg`);
  expect(image).toHaveAttribute('srcset', expect.stringContaining(`/media/${id}/640.jpg 640w`));
  expect(image).toHaveAttribute('sizes', '(max-width: 480px) 100vw, 480px');
  expect(image).toHaveAttribute('width', '480');
});

test('any other image is shown as it is', () => {
  const { container } = render(
    <ContentImage src="https://cdn.example.com/photo.jpg" width={480} height={320} />,
  );
  expect(container.querySelector('picture')).toBeNull();
  const image = container.querySelector('img');
  expect(image).toHaveAttribute('src', 'https://cdn.example.com/photo.jpg');
  expect(image).not.toHaveAttribute('srcset');
});
