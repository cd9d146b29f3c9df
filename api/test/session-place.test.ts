import { deviceName } from '../src/account/device-name';
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

describe('in the reader’s language', () => {
  it.each([
    ['127.0.0.1', 'Dieses Netzwerk'],
    ['192.168.1.10', 'Privates Netzwerk'],
    ['8.8.8.8', 'Vereinigte Staaten'],
  ])('%j reads in German as %j', (address, place) => {
    expect(sessionPlace(address, 'de')).toBe(place);
  });

  it('a device the user agent does not name is unknown in German, and a named one keeps its name', () => {
    expect(deviceName('', 'de')).toEqual({ browser: 'Unbekannter Browser', system: 'Unbekanntes System' });
    expect(deviceName('', 'en')).toEqual({ browser: 'Unknown browser', system: 'Unknown system' });
    const firefox = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';
    expect(deviceName(firefox, 'de')).toEqual({ browser: 'Firefox 133', system: 'Linux' });
  });
});
