import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from '../routing';
import { SmartLink } from './button';

function renderLink(href: string, style: { variant?: 'light'; size?: 'lg'; className?: string } = {}) {
  render(
    <MemoryRouter>
      <SmartLink href={href} {...style}>
        Go
      </SmartLink>
    </MemoryRouter>,
  );
  return screen.getByRole('link', { name: 'Go' });
}

test('an absolute http(s) link opens outside the site', () => {
  const link = renderLink('HTTPS://example.com/a');
  expect(link).toHaveAttribute('href', 'HTTPS://example.com/a');
  expect(link).toHaveAttribute('target', '_blank');
  expect(link).toHaveAttribute('rel', 'noopener noreferrer');
});

test.each([
  ['#contact-sec', '/#contact-sec'],
  ['/#contact-sec', '/#contact-sec'],
  ['/pricing/', '/pricing/'],
  ['pricing', '/pricing'],
])('a site link %s goes through the router to %s', (href, to) => {
  const link = renderLink(href);
  expect(link).toHaveAttribute('href', to);
  expect(link).not.toHaveAttribute('target');
});

test('a plain link keeps its class; a variant or size styles it as a button', () => {
  expect(renderLink('/a', { className: 'x' })).toHaveAttribute('class', 'x');
  cleanup();
  expect(renderLink('/a', { size: 'lg', className: 'x' })).toHaveAttribute(
    'class',
    'ui-btn ui-btn--primary ui-btn--lg x',
  );
  cleanup();
  expect(renderLink('https://a.test', { variant: 'light', size: 'lg' })).toHaveAttribute(
    'class',
    'ui-btn ui-btn--light ui-btn--lg',
  );
});
