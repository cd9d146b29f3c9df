import { MailQueue } from '../src/mail/mail-queue';
import { TestApi } from './support/test-api';

/** The mail queue shared by every API process: mail a process left behind is sent by another, and only once. */
describe('the mail queue in the database', () => {
  let first: TestApi;
  let second: TestApi;

  beforeAll(async () => {
    first = await TestApi.start();
    second = await TestApi.start({ database: first.database });
  });
  afterAll(async () => {
    await second.close();
    await first.close();
  });

  it('sends each mail a process died holding once, whichever processes look for it at once', async () => {
    const now = Date.now();
    // As a process that crashed leaves them: queued, claimed, its lease run out.
    const subjects = Array.from({ length: 20 }, (_, index) => `Left behind ${index}`);
    await first.db.collection('mail_queue').insertMany(
      subjects.map((subject) => ({
        to: 'customer@example.com',
        subject,
        text: `${subject}, sent at last.`,
        state: 'pending',
        attempts: 1,
        dueAt: new Date(now - 1000),
        lease: 'a process that died',
        createdAt: new Date(now - 60_000),
      })),
    );
    const taken = await Promise.all(
      [first, second, first, second].map((api) => api.app.get(MailQueue).deliverAbandoned()),
    );
    await Promise.all([first.settled(), second.settled()]);

    expect(taken.reduce((sum, count) => sum + count, 0)).toBe(20);
    const sent = [...first.outbox(), ...second.outbox()].filter((mail) => mail.subject.startsWith('Left'));
    expect(sent.map((mail) => mail.subject).sort()).toEqual([...subjects].sort());
    const records = await first.db
      .collection('mail_queue')
      .find({ subject: /^Left behind/ })
      .toArray();
    expect(records.map((record) => record.state)).toEqual(subjects.map(() => 'sent'));
    // A sent mail's parts leave the queue.
    expect(records.filter((record) => 'text' in record)).toEqual([]);
  });

  it('leaves a mail a living process holds to that process', async () => {
    await first.db.collection('mail_queue').insertOne({
      to: 'customer@example.com',
      subject: 'Being sent',
      text: 'Held by a process that is still sending it.',
      state: 'pending',
      attempts: 1,
      dueAt: new Date(Date.now() + 30_000),
      lease: 'a living process',
    });
    expect(await second.app.get(MailQueue).deliverAbandoned()).toBe(0);
    expect(second.outbox().filter((mail) => mail.subject === 'Being sent')).toEqual([]);
  });

  it('queues the mail a request causes and marks it sent once it is', async () => {
    const response = await first.request('/add-message', {
      method: 'POST',
      body: { name: 'Grace Hopper', email: 'grace@example.com', message: 'Call me back, please.' },
    });
    expect(response.status).toBe(201);
    await first.settled();
    const record = await first.db
      .collection('mail_queue')
      .findOne({ subject: 'New contact message from Grace Hopper' });
    expect(record).toMatchObject({ state: 'sent', attempts: 1 });
    expect(record?.sentAt).toBeInstanceOf(Date);
  });
});
