import { sessionPlace } from '../src/account/session-place';

describe('where a session’s address is', () => {
  it.each([
    ['127.0.0.1', 'This network'],
    ['::1', 'This network'],
    ['::ffff:127.0.0.1', 'This network'],
    ['10.1.2.3', 'Private network'],
    ['172.20.0.5', 'Private network'],
    ['192.168.1.10', 'Private network'],
    ['fd12:3456::1', 'Private network'],
    ['8.8.8.8', 'United States'],
    ['::ffff:8.8.8.8', 'United States'],
    ['2001:4860:4860::8888', ''],
    ['', ''],
    ['not an address', ''],
  ])('%j reads as %j', (address, place) => {
    expect(sessionPlace(address)).toBe(place);
  });
});
