import { ObjectId } from 'mongodb';
import { createPricing, CUSTOMER_DETAILS } from './orders-support';
import { TEST_ADMIN, TestApi, type OutboxMail } from './support/test-api';

/**
 * The account's language: stored at registration (the body's, else Accept-Language's), changed on the account,
 * read with the session; the API's error messages and the customer's and admins' e-mails follow it, English unchanged.
 */
describe("the account's language", () => {
  let api: TestApi;
  let packageId: string;
  let accounts = 0;

  beforeAll(async () => {
    api = await TestApi.start();
    packageId = await createPricing(api, 'Standard', '1249.50');
  });
  afterAll(() => api.close());

  /** Registers a new account the way the site does (optionally naming its page's language), then signs in. */
  async function registered(body: { language?: unknown } = {}, acceptLanguage?: string) {
    const email = `language${++accounts}-${Date.now()}@example.com`;
    const password = 'customer-password';
    const response = await api.request('/auth/register', {
      method: 'POST',
      body: { email, password, ...body },
      headers: acceptLanguage ? { 'accept-language': acceptLanguage } : {},
    });
    return { email, response, cookie: response.status === 202 ? await api.login(email, password) : '' };
  }

  async function sessionLanguage(cookie: string): Promise<string> {
    return ((await api.request('/auth/session', { cookie })).body as { user: { language: string } }).user
      .language;
  }

  async function mailsFrom(action: () => Promise<unknown>): Promise<OutboxMail[]> {
    await api.settled();
    const before = api.outbox().length;
    await action();
    await api.settled();
    return api.outbox().slice(before);
  }

  it('stores the language the registration names, else the one its Accept-Language prefers, else English', async () => {
    const named = await registered({ language: 'de' });
    expect(named.response.body).toEqual({
      message: 'Thanks! We sent a message to this address: follow it to confirm your e-mail, then log in.',
    });
    expect(await sessionLanguage(named.cookie)).toBe('de');
    expect((await api.request('/account', { cookie: named.cookie })).body.language).toBe('de');

    const asked = await registered({}, 'fr-CH, de-AT;q=0.8, en;q=0.5');
    expect(await sessionLanguage(asked.cookie)).toBe('de');
    expect(await sessionLanguage((await registered({}, 'fr, es')).cookie)).toBe('en');
    expect(await sessionLanguage((await registered()).cookie)).toBe('en');
  });

  it('refuses a language the interface does not have with a 400 naming the field, storing nothing', async () => {
    const refused = await registered({ language: 'xx' });
    expect(refused.response.status).toBe(400);
    expect(refused.response.body.errors).toEqual([
      { field: 'language', message: 'language must be one of en, de' },
    ]);
    expect(await api.db.collection('accounts').countDocuments({ email: refused.email })).toBe(0);

    const { cookie } = await registered();
    for (const language of ['fr', 'DE', '', 42]) {
      const change = await api.request('/account', { method: 'PUT', cookie, body: { language } });
      expect(change.status).toBe(400);
      expect(change.body.errors.map((error: { field: string }) => error.field)).toEqual(['language']);
    }
    expect(await sessionLanguage(cookie)).toBe('en');
  });

  it('changes the language on the account; the session read and the account answer it at once', async () => {
    const { cookie } = await registered();
    const changed = await api.request('/account', { method: 'PUT', cookie, body: { language: 'de' } });
    expect(changed.status).toBe(200);
    expect(changed.body.language).toBe('de');
    expect(await sessionLanguage(cookie)).toBe('de');
    // The documented body without a language changes nothing else.
    const named = await api.request('/account', { method: 'PUT', cookie, body: { name: 'Ada' } });
    expect(named.body).toMatchObject({ name: 'Ada', language: 'de' });
  });

  it("answers errors in the signed-in account's language, else Accept-Language's, English unchanged", async () => {
    const german = await registered({ language: 'de' });
    const tooLong = await api.request('/account', {
      method: 'PUT',
      cookie: german.cookie,
      body: { billingCountry: 'x'.repeat(101) },
    });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body).toEqual({
      statusCode: 400,
      message: 'Land darf höchstens 100 Zeichen lang sein',
      errors: [{ field: 'billingCountry', message: 'Land darf höchstens 100 Zeichen lang sein' }],
    });
    // The account's choice wins over the browser's.
    const wrong = await api.request('/account/password', {
      method: 'PUT',
      cookie: german.cookie,
      headers: { 'accept-language': 'en' },
      body: { currentPassword: 'not-the-password', newPassword: 'x' },
    });
    expect(wrong.body.errors).toEqual([{ field: 'newPassword', message: 'Mindestens 6 Zeichen' }]);
    const missingOrder = await api.request('/order/0123456789abcdef01234567', { cookie: german.cookie });
    expect(missingOrder.status).toBe(404);
    expect(missingOrder.body.message).toBe('Keine Bestellung mit dieser ID');

    // Nobody signed in: the request's language.
    const anonymous = await api.request('/auth/login', {
      method: 'POST',
      headers: { 'accept-language': 'de-DE,de;q=0.9' },
      body: { email: 'nobody', password: '' },
    });
    expect(anonymous.body.errors).toEqual([
      { field: 'email', message: 'Geben Sie eine gültige E-Mail-Adresse an' },
      { field: 'password', message: 'Passwort ist erforderlich' },
    ]);
    const signedOut = await api.request('/account', { headers: { 'accept-language': 'de' } });
    expect(signedOut.body).toEqual({ statusCode: 401, message: 'Melden Sie sich an, um fortzufahren' });

    // English, asked for or by default, is the documented text.
    const englishAsks: Record<string, string>[] = [
      {},
      { 'accept-language': 'en-GB' },
      { 'accept-language': 'fr' },
    ];
    for (const headers of englishAsks) {
      const english = await api.request('/auth/login', {
        method: 'POST',
        headers,
        body: { email: 'nobody', password: '' },
      });
      expect(english.body).toEqual({
        statusCode: 400,
        message: 'Provide a Valid Email',
        errors: [
          { field: 'email', message: 'Provide a Valid Email' },
          { field: 'password', message: 'Password is Required' },
        ],
      });
    }
    const english = await registered();
    const englishTooLong = await api.request('/account', {
      method: 'PUT',
      cookie: english.cookie,
      headers: { 'accept-language': 'de' },
      body: { billingCountry: 'x'.repeat(101) },
    });
    // Signed in without a choice of its own (an account from before languages): Accept-Language decides.
    const { _id: accountId } = (await api.db
      .collection('accounts')
      .findOneAndUpdate({ email: english.email }, { $unset: { language: '' } }))!;
    // Made by hand, so the sessions' copy of the account is cleared by hand too.
    await api.db.collection('sessions').updateMany({ accountId }, { $unset: { holder: '' } });
    const older = await api.request('/account', {
      method: 'PUT',
      cookie: english.cookie,
      headers: { 'accept-language': 'de' },
      body: { billingCountry: 'x'.repeat(101) },
    });
    expect(englishTooLong.body.message).toBe('Country must be at most 100 characters');
    expect(older.body.message).toBe('Land darf höchstens 100 Zeichen lang sein');
  });

  it("says the API's own messages in German, arguments and all, and in English as before", async () => {
    const german = await registered({ language: 'de' }, 'de');
    expect(german.response.body).toEqual({
      message:
        'Danke! Wir haben eine Nachricht an diese Adresse geschickt: Folgen Sie ihr, um Ihre E-Mail-Adresse zu bestätigen, und melden Sie sich dann an.',
    });
    const english = await registered();
    expect(english.response.body).toEqual({
      message: 'Thanks! We sent a message to this address: follow it to confirm your e-mail, then log in.',
    });
    const { _id: orderId } = await order(german.cookie);
    await api.db
      .collection('orders')
      .updateOne({ _id: new ObjectId(orderId) }, { $set: { paymentStatus: 'Paid' } });
    const asked = async (path: string, cookie: string, method = 'GET') =>
      (await api.request(path, { method, cookie })).body as { message: string; errors?: unknown[] };

    expect((await asked(`/order-cancelled/${orderId}`, german.cookie, 'PUT')).message).toBe(
      'Diese Bestellung ist bezahlt und kann nicht storniert werden',
    );
    expect((await asked('/order/not-an-id', german.cookie)).message).toBe(
      'id muss eine 24-stellige hexadezimale Eintrags-ID sein',
    );
    const signedOut = await api.request('/banner?locale=xx', { headers: { 'accept-language': 'de' } });
    expect(signedOut.body).toEqual({
      statusCode: 400,
      message: 'locale muss eine der Sprachen der Website sein: en',
      errors: [{ field: 'locale', message: 'locale muss eine der Sprachen der Website sein: en' }],
    });
    expect((await asked('/order/0123456789abcdef01234567', german.cookie)).message).toBe(
      'Keine Bestellung mit dieser ID',
    );

    const { _id: englishOrderId } = await order(english.cookie);
    await api.db
      .collection('orders')
      .updateOne({ _id: new ObjectId(englishOrderId) }, { $set: { paymentStatus: 'Paid' } });
    expect((await asked(`/order-cancelled/${englishOrderId}`, english.cookie, 'PUT')).message).toBe(
      'This order is Paid and cannot be cancelled',
    );
    expect((await asked('/order/not-an-id', english.cookie)).message).toBe(
      'id must be a 24-character hexadecimal record id',
    );
  });

  async function order(cookie: string) {
    const placed = await api.request('/new-order', {
      method: 'POST',
      cookie,
      body: { packageId, ...CUSTOMER_DETAILS },
    });
    expect(placed.status).toBe(201);
    return placed.body as { _id: string; orderNumber: number };
  }

  it("writes a German customer's order e-mails in German, and an English customer's exactly as before", async () => {
    const german = await registered({ language: 'de' });
    let placed = { _id: '', orderNumber: 0 };
    const germanMails = await mailsFrom(async () => (placed = await order(german.cookie)));
    const bestellung = germanMails.find((mail) => mail.to === german.email)!;
    expect(bestellung.subject).toBe(`Ihre Bestellung #${placed.orderNumber} für das Paket Standard`);
    expect(bestellung.text).toContain('Vielen Dank für Ihre Bestellung, Ada Lovelace');
    expect(bestellung.text).toContain(
      'Wir haben Ihre Bestellung für das Paket Standard (1.249,50 USD) erhalten.',
    );
    expect(bestellung.text).toMatch(/Zahlung: +Nicht bezahlt\nStatus: +in Bearbeitung/);
    expect(bestellung.html).toContain('<html lang="de">');
    expect(bestellung.html).toContain('Zu Ihren Bestellungen</a>');

    const admin = await api.adminCookie();
    const delivered = await mailsFrom(() =>
      api.request(`/order-status/${placed._id}`, {
        method: 'PUT',
        cookie: admin,
        body: { orderStatus: 'Delivered' },
      }),
    );
    expect(delivered.map(({ to, subject }) => ({ to, subject }))).toEqual([
      { to: german.email, subject: `Ihre Bestellung #${placed.orderNumber} (Standard) ist geliefert` },
    ]);
    expect(delivered[0]!.text).toContain('Ihr Paket Standard wurde geliefert.');

    const english = await registered();
    const englishMails = await mailsFrom(async () => (placed = await order(english.cookie)));
    const placedMail = englishMails.find((mail) => mail.to === english.email)!;
    const number = `#${placed.orderNumber}`;
    expect(placedMail.subject).toBe(`Your order ${number} for the Standard package`);
    const date = /Date: {4}(\S+)/.exec(placedMail.text)?.[1];
    expect(placedMail.text).toBe(
      [
        'Thank you for your order, Ada Lovelace',
        '',
        'We have your order for the Standard package (1249.50 USD).',
        '',
        'It is waiting for payment: pay it from your orders whenever you are ready.',
        '',
        `Order:   ${number}`,
        `Date:    ${date}`,
        'Package: Standard',
        'Amount:  1249.50 USD',
        'Payment: Not paid',
        'Status:  Pending',
        '',
        `See your orders: ${api.config.shellPublicUrl}/my-order`,
        '',
      ].join('\n'),
    );
    expect(placedMail.html).toContain('<html lang="en">');
  });

  it("writes each admin's notices in that admin's language: a German admin's in German, an English admin's as before", async () => {
    const germanAdmin = await registered({ language: 'de' });
    await api.db
      .collection('accounts')
      .updateOne({ email: germanAdmin.email }, { $set: { emailVerified: true } });
    await api.db.collection('users').insertOne({ userEmail: germanAdmin.email, userRole: 'Admin' });
    const customer = await registered();
    let placed = { _id: '', orderNumber: 0 };
    const orderMails = await mailsFrom(async () => (placed = await order(customer.cookie)));
    const number = `#${placed.orderNumber}`;

    const neue = orderMails.find((mail) => mail.to === germanAdmin.email)!;
    expect(neue.subject).toBe(`Neue Bestellung ${number}: Paket Standard, 1.249,50 USD`);
    expect(neue.text).toContain('Ada Lovelace hat das Paket Standard bestellt. Es ist noch nicht bezahlt.');
    expect(neue.text).toMatch(/Betrag: +1\.249,50 USD\n/);
    expect(neue.text).toMatch(
      /Kunde: +Ada Lovelace\nE-Mail: +\S+\nAdresse: +12 Analytical Row, London\nLand: +United Kingdom/,
    );
    expect(neue.text).toContain(
      `Bestellung öffnen: ${api.config.shellPublicUrl}/admin/payment-status/${placed._id}`,
    );
    expect(neue.html).toContain('<html lang="de">');

    const notice = orderMails.find((mail) => mail.to === TEST_ADMIN.email)!;
    expect(notice.subject).toBe(`New order ${number}: Standard package, 1249.50 USD`);
    const date = /Date: +(\S+)/.exec(notice.text)?.[1];
    expect(notice.text).toBe(
      [
        'A new order was placed',
        '',
        'Ada Lovelace ordered the Standard package. It is not paid yet.',
        '',
        `Order:    ${number}`,
        `Date:     ${date}`,
        'Package:  Standard',
        'Amount:   1249.50 USD',
        'Payment:  Not paid',
        'Status:   Pending',
        'Customer: Ada Lovelace',
        `E-mail:   ${customer.email}`,
        'Address:  12 Analytical Row, London',
        'Country:  United Kingdom',
        '',
        `Open the order: ${api.config.shellPublicUrl}/admin/payment-status/${placed._id}`,
        '',
      ].join('\n'),
    );
    expect(notice.html).toContain('<html lang="en">');

    let messageId = '';
    const messageMails = await mailsFrom(async () => {
      const sent = await api.request('/add-message', {
        method: 'POST',
        body: { name: 'Grace Hopper', email: 'grace@example.com', number: '', subject: '', message: 'Hello' },
      });
      expect(sent.status).toBe(201);
      messageId = sent.body._id;
    });
    const nachricht = messageMails.find((mail) => mail.to === germanAdmin.email)!;
    expect(nachricht.subject).toBe('Neue Kontaktnachricht von Grace Hopper');
    expect(nachricht.text).toMatch(/Telefon: +\(keine\)\nBetreff: +\(keine\)/);
    expect(nachricht.text).toContain(`Nachricht öffnen: ${api.config.shellPublicUrl}/view/${messageId}`);
    const message = messageMails.find((mail) => mail.to === TEST_ADMIN.email)!;
    expect(message.subject).toBe('New contact message from Grace Hopper');
    expect(message.text).toBe(
      [
        'A new contact message arrived',
        '',
        'Grace Hopper wrote through the contact form.',
        '',
        'Name:    Grace Hopper',
        'E-mail:  grace@example.com',
        'Phone:   (none)',
        'Subject: (none)',
        '',
        '> Hello',
        '',
        `Open the message: ${api.config.shellPublicUrl}/view/${messageId}`,
        '',
      ].join('\n'),
    );
  });

  it('mails account notices in the account language, read when the mail is written', async () => {
    const german = await registered({ language: 'de' });
    const mails = await mailsFrom(() =>
      api.request('/account/password', {
        method: 'PUT',
        cookie: german.cookie,
        body: { currentPassword: 'customer-password', newPassword: 'another-password-1' },
      }),
    );
    expect(mails.map(({ to, subject }) => ({ to, subject }))).toEqual([
      { to: german.email, subject: 'Ihr Passwort wurde geändert' },
    ]);
    expect(mails[0]!.text).toContain(
      `wählen Sie jetzt ein neues Passwort unter ${api.config.shellPublicUrl}/reset`,
    );
    const verification = api.outbox().find((mail) => mail.to === german.email)!;
    expect(verification.subject).toBe('Bestätigen Sie Ihre E-Mail-Adresse');
  });
});
