import type { NodemailerError } from 'nodemailer';
import { describeMailFailure, MAIL_NOT_SET_UP, MailError, MailSender } from './mail-sender.js';

const failure = (fields: Partial<NodemailerError>): NodemailerError => Object.assign(new Error(fields.message ?? 'failed'), fields);

describe(MailSender.name, () => {
  describe('without SMTP_URL', () => {
    it('should fail every message for good, in words', async () => {
      const sender = new MailSender(null, 'trendjack@localhost');
      await expect(sender.send({ to: 'a@b.test', subject: 's', text: 't', html: 'h' })).rejects.toEqual(
        new MailError(MAIL_NOT_SET_UP, true),
      );
    });
  });
});

describe(describeMailFailure.name, () => {
  const server = 'mail.example.com:587';

  it.each([
    [
      { code: 'EAUTH', response: '535 5.7.8 Authentication failed', responseCode: 535 },
      true,
      'refused the user name or password in SMTP_URL (535 5.7.8 Authentication failed)',
    ],
    [
      { code: 'EENVELOPE', response: '550 5.1.1 No such user', responseCode: 550, permanent: true },
      true,
      'refused the message (550 5.1.1 No such user)',
    ],
    [
      { code: 'EMESSAGE', response: '451 4.3.0 Try again later', responseCode: 451, permanent: false },
      false,
      'could not take the message now (451 4.3.0 Try again later)',
    ],
    [
      { code: 'ESOCKET', originalCode: 'ECONNREFUSED', message: 'connect ECONNREFUSED 10.0.0.1:587' },
      false,
      'could not be reached (the connection was refused)',
    ],
    [{ code: 'ETIMEDOUT', message: 'Greeting never received' }, false, 'did not answer in time'],
    [{ code: 'EDNS', message: 'getaddrinfo ENOTFOUND mail.example.com' }, false, 'could not be looked up'],
  ])('should read %o (permanent: %s)', (fields, permanent, words) => {
    const described = describeMailFailure(failure(fields), server);
    expect(described.permanent).toBe(permanent);
    expect(described.message).toContain(words);
    expect(described.message).toContain(server);
  });
});
