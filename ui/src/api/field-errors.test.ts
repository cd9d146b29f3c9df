import { ApiError } from './api-client';
import { serverFieldErrors } from './field-errors';

test("a 400's errors become the first message per field", () => {
  const error = new ApiError(400, 'bad', {
    errors: [
      { field: 'userEmail', message: 'first' },
      { field: 'userEmail', message: 'second' },
      { field: 'other', message: 'x' },
    ],
  });
  expect(serverFieldErrors(error)).toEqual({ userEmail: 'first', other: 'x' });
});

test('other failures carry no field errors', () => {
  expect(serverFieldErrors(new ApiError(500, 'down', { errors: [{ field: 'a', message: 'b' }] }))).toEqual(
    {},
  );
  expect(serverFieldErrors(new ApiError(400, 'bad', { message: 'bad' }))).toEqual({});
  expect(serverFieldErrors(new Error('x'))).toEqual({});
});
