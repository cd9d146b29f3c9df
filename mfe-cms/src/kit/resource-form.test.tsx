import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { banner, designItems, faqItems, footerAddress, pricings } from '@agency/contracts';
import { ADMIN, renderPage, stubFetch } from '@agency/ui/testing';
import { sampleRecord } from '../testing/sample-record';
import { ResourceForm } from './resource-form';

test('renders every field from its rules: labels, required, lengths, url, email, select and textarea', () => {
  stubFetch({});
  renderPage(<ResourceForm resource={footerAddress} />, { user: ADMIN, route: '*' });
  expect(screen.getByLabelText('Location')).toHaveAttribute('type', 'text');
  expect(screen.getByLabelText('Location')).toHaveAttribute('maxlength', '200');
  expect(screen.getByLabelText('Location')).toBeRequired();
  expect(screen.getByLabelText('Footer Email')).toHaveAttribute('type', 'email');

  renderPage(<ResourceForm resource={banner} />, { user: ADMIN, route: '*' });
  expect(screen.getByLabelText('Banner Image')).toHaveAttribute('type', 'url');
  expect(screen.getByLabelText('Second Heading')).toHaveAttribute('type', 'text');
  expect(screen.getByLabelText('Banner Details').tagName).toBe('TEXTAREA');

  renderPage(<ResourceForm resource={designItems} />, { user: ADMIN, route: '*' });
  const format = screen.getByLabelText('Format');
  expect(format.tagName).toBe('SELECT');
  expect([...(format as HTMLSelectElement).options].map((option) => option.value)).toEqual([
    '',
    'Facebook',
    'Instagram',
    'Youtube',
  ]);
  expect(screen.getByLabelText('Canva Link')).toHaveAttribute('type', 'url');
});

test('optional fields say so and are not required', () => {
  stubFetch({});
  renderPage(<ResourceForm resource={pricings} />, { user: ADMIN, route: '*' });
  expect(screen.getByLabelText('Package Point Four (optional)')).not.toBeRequired();
  expect(screen.getByLabelText('Package Point One')).toBeRequired();
});

test('checks with the API rules before sending: nothing is sent and the messages sit on their fields', async () => {
  const fetch = stubFetch({});
  renderPage(<ResourceForm resource={banner} />, { user: ADMIN, route: '*' });
  await userEvent.type(screen.getByLabelText('Banner Heading'), 'A heading');
  await userEvent.type(screen.getByLabelText('Banner Image'), 'javascript:alert(1)');
  await userEvent.click(screen.getByRole('button', { name: 'Add Banner' }));

  expect(fetch).not.toHaveBeenCalled();
  expect(screen.getByLabelText('Banner Image')).toHaveAccessibleDescription(
    expect.stringContaining('Banner Image must be an http(s) URL'),
  );
  expect(screen.getByLabelText('Second Heading')).toHaveAccessibleDescription('Second Heading is required');
  expect(screen.getByLabelText('Second Heading')).toHaveFocus();
  expect(screen.getByLabelText('Banner Heading')).not.toHaveAttribute('aria-invalid');
  expect(screen.getByLabelText('Banner Heading')).toHaveValue('A heading');
  expect(screen.queryByText('Banner is Updated')).not.toBeInTheDocument();
});

test('a price must look like a price, as the API requires', async () => {
  const fetch = stubFetch({});
  renderPage(<ResourceForm resource={pricings} />, { user: ADMIN, route: '*' });
  await userEvent.selectOptions(screen.getByLabelText('Package Name'), 'Basic');
  for (const label of [
    'Package Button Text',
    'Package Point One',
    'Package Point Two',
    'Package Point Three',
  ])
    await userEvent.type(screen.getByLabelText(label), 'x');
  await userEvent.type(screen.getByLabelText('Package Price'), '-5');
  await userEvent.click(screen.getByRole('button', { name: 'Add Pricing packages' }));
  expect(fetch).not.toHaveBeenCalled();
  expect(screen.getByLabelText('Package Price')).toHaveAccessibleDescription(/must be a price like 49.99/);
});

test('server field errors land on their fields, the input is kept and no success notice shows', async () => {
  stubFetch({
    'POST /add-faq-item': {
      status: 400,
      body: {
        statusCode: 400,
        message: 'Validation failed',
        errors: [{ field: 'accodingText', message: 'Too spammy' }],
      },
    },
  });
  renderPage(<ResourceForm resource={faqItems} />, { user: ADMIN, route: '*' });
  await userEvent.type(screen.getByLabelText('Question'), 'Why?');
  await userEvent.type(screen.getByLabelText('Answer'), 'Because.');
  await userEvent.click(screen.getByRole('button', { name: 'Add FAQ items' }));

  expect(await screen.findByText('Not saved: Validation failed')).toBeInTheDocument();
  expect(screen.getByLabelText('Answer')).toHaveAccessibleDescription('Too spammy');
  expect(screen.getByLabelText('Question')).toHaveValue('Why?');
  expect(screen.getByLabelText('Answer')).toHaveValue('Because.');
  expect(screen.queryByText('FAQ Item is Added')).not.toBeInTheDocument();
});

test('the alert text shows only once the server confirmed; an add sends the trimmed body and clears the form', async () => {
  let confirm = () => {};
  const answered = new Promise<void>((resolve) => (confirm = resolve));
  const fetch = stubFetch({ 'POST /add-faq-item': { status: 201, body: { _id: 'x' }, wait: answered } });
  const onSaved = jest.fn();
  renderPage(<ResourceForm resource={faqItems} onSaved={onSaved} />, { user: ADMIN, route: '*' });
  await userEvent.type(screen.getByLabelText('Question'), '  Why? ');
  await userEvent.type(screen.getByLabelText('Answer'), 'Because.');
  await userEvent.click(screen.getByRole('button', { name: 'Add FAQ items' }));

  expect(screen.queryByText('FAQ Item is Added')).not.toBeInTheDocument();
  confirm();
  expect(await screen.findByText('FAQ Item is Added')).toBeInTheDocument();
  expect(fetch.calls[0]).toMatchObject({
    method: 'POST',
    path: '/add-faq-item',
    body: { accodingTitle: 'Why?', accodingText: 'Because.' },
  });
  expect(onSaved).toHaveBeenCalledWith({ _id: 'x' });
  expect(screen.getByLabelText('Question')).toHaveValue('');
});

test('an update PUTs to the resource update path and keeps what was saved', async () => {
  const record = sampleRecord(banner, 'b1');
  const fetch = stubFetch({ 'PUT /update-banner/b1': { body: record } });
  renderPage(<ResourceForm resource={banner} record={record} />, { user: ADMIN, route: '*' });
  const heading = screen.getByLabelText('Banner Heading');
  expect(heading).toHaveValue('bannerHeading value');
  await userEvent.clear(heading);
  await userEvent.type(heading, 'New heading');
  await userEvent.click(screen.getByRole('button', { name: 'Update Banner' }));

  expect(await screen.findByText('Banner is Updated')).toBeInTheDocument();
  expect(fetch.calls[0].body).toMatchObject({
    bannerHeading: 'New heading',
    bannerImage: record.bannerImage,
  });
  expect(heading).toHaveValue('New heading');
});

test('hidden fields are submitted with their values but not shown; their errors are listed with the failure', async () => {
  const record = { ...sampleRecord(banner, 'b1'), buttonTwoLink: 'tagline' };
  const fetch = stubFetch({
    'PUT /update-banner/b1': {
      status: 400,
      body: {
        statusCode: 400,
        message: 'Invalid',
        errors: [{ field: 'buttonTwoLink', message: 'Tagline is odd' }],
      },
    },
  });
  renderPage(<ResourceForm resource={banner} record={record} hidden={['buttonTwoLink']} />, {
    user: ADMIN,
    route: '*',
  });
  expect(screen.queryByLabelText('Second Heading')).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Update Banner' }));
  await waitFor(() => expect(fetch.calls).toHaveLength(1));
  expect(fetch.calls[0].body).toMatchObject({ buttonTwoLink: 'tagline' });
  expect(await screen.findByRole('alert')).toHaveTextContent('Tagline is odd');
});

test('a failure the server gives no field for says so and keeps the input', async () => {
  stubFetch({
    'POST /add-banner': {
      status: 409,
      body: { statusCode: 409, message: 'Banner already exists; update it instead' },
    },
  });
  renderPage(<ResourceForm resource={banner} />, { user: ADMIN, route: '*' });
  const values: Record<string, string> = {
    'Banner Heading': 'H',
    'Second Heading': 'T',
    'Banner Details': 'D',
    'Banner Image': '/assets/a.png',
    'Button One Text': 'Go',
    'Button One Link': '#contact-sec',
  };
  for (const [label, value] of Object.entries(values))
    await userEvent.type(screen.getByLabelText(label), value);
  await userEvent.click(screen.getByRole('button', { name: 'Add Banner' }));
  expect(await screen.findByText('Not saved: Banner already exists; update it instead')).toBeInTheDocument();
  expect(screen.getByLabelText('Banner Image')).toHaveValue('/assets/a.png');
  expect(screen.queryByText('Banner is Updated')).not.toBeInTheDocument();
});
