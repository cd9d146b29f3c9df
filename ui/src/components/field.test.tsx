import { render, screen } from '@testing-library/react';
import { Field, SelectField } from './field';
import { Notice } from './notice';

test('a field ties its label and its error to the input', () => {
  render(<Field label="Email" error="Email is Required" />);
  const input = screen.getByLabelText('Email');
  expect(input).toHaveAttribute('aria-invalid', 'true');
  expect(input).toHaveAccessibleDescription('Email is Required');
});

test('a field without error is not marked invalid', () => {
  render(<Field label="Email" />);
  expect(screen.getByLabelText('Email')).not.toHaveAttribute('aria-invalid');
});

test('an error notice is an alert, a success notice a status', () => {
  render(
    <>
      <Notice tone="error">Failed</Notice>
      <Notice tone="success">Saved</Notice>
    </>,
  );
  expect(screen.getByRole('alert')).toHaveTextContent('Failed');
  expect(screen.getByRole('status')).toHaveTextContent('Saved');
});

test('a select field offers its options after a placeholder and ties its error to the control', () => {
  render(
    <SelectField label="Format" options={['Facebook', 'Instagram']} placeholder="Choose…" error="Pick one" />,
  );
  const select = screen.getByLabelText('Format');
  expect(select).toHaveAccessibleDescription('Pick one');
  expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
    'Choose…',
    'Facebook',
    'Instagram',
  ]);
});
