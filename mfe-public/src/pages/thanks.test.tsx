import { screen } from '@testing-library/react';
import { renderPage, stubFetch } from '@agency/ui/testing';
import ThanksPage from './thanks';
import VerifyEmailPage from './verify-email';

test('/thanks confirms the link went to the inbox and leads back home', () => {
  renderPage(<ThanksPage />, { path: '/thanks' });
  expect(screen.getByRole('heading', { name: 'Thank you!' })).toBeInTheDocument();
  expect(screen.getByText(/sent a link to your inbox/)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back Home' })).toHaveAttribute('href', '/');
});

test('/verify-email without a token says where the link is', () => {
  stubFetch({});
  renderPage(<VerifyEmailPage />, { path: '/verify-email' });
  expect(screen.getByRole('heading', { name: 'Confirm your e-mail address' })).toBeInTheDocument();
});
