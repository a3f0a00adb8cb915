import { AppException } from '../../common/errors/app.exception.js';
import { assertReachableWebhook, toWatchlistFields } from './watchlist-rules.js';

describe(toWatchlistFields.name, () => {
  it('should trim, drop repeats and fill in the defaults', () => {
    expect(
      toWatchlistFields(
        { name: ' Acme ', keywords: [' Acme', 'Acme', 'kettle '], emails: ['A@x.test', 'a@X.test'], sources: ['news', 'news'] },
        [],
      ),
    ).toEqual({
      name: 'Acme',
      keywords: ['Acme', 'kettle'],
      sources: ['news'],
      minPrScore: 60,
      emails: ['A@x.test'],
      webhookUrls: [],
      onlyRising: false,
    });
  });
});

describe('when texts carry control characters or line breaks', () => {
  it('should keep them to one line without the control characters, and refuse a name left empty', () => {
    expect(toWatchlistFields({ name: 'Acme\u0000 news\nroom', keywords: ['kettle\u0007 recall'] }, [])).toMatchObject({
      name: 'Acme news room',
      keywords: ['kettle recall'],
    });
    expect(() => toWatchlistFields({ name: '\u0000', keywords: ['x'] }, [])).toThrow('name: please give the watchlist a name.');
  });
});

describe(assertReachableWebhook.name, () => {
  const refusal = (url: string, allowHosts: string[] = []) => {
    try {
      assertReachableWebhook(url, allowHosts);
      return null;
    } catch (error) {
      expect(error).toBeInstanceOf(AppException);
      return (error as AppException).message;
    }
  };

  it('should let public names on standard ports through (their addresses are checked when the alert is sent)', () => {
    expect(refusal('https://hooks.slack.com/services/T1/B2/c')).toBeNull();
    expect(refusal('http://localhost/hook')).toBeNull();
  });

  it.each([
    ['http://192.168.1.20/hook', 'the address 192.168.1.20 points to a private network'],
    ['http://127.0.0.1/hook', 'the address 127.0.0.1 points to this server itself (loopback)'],
    ['http://169.254.169.254/latest', 'the address 169.254.169.254 points to a cloud metadata service'],
    ['http://[fe80::1]/hook', 'the address [fe80::1] points to a link-local network'],
  ])('should refuse %s, naming webhookUrls and the host only', (url, why) => {
    expect(refusal(url)).toBe(`webhookUrls: ${why}; list it in OUTBOUND_ALLOW_HOSTS if Trendjack should reach it.`);
  });

  it('should let a private host through when OUTBOUND_ALLOW_HOSTS lists it with its port', () => {
    expect(refusal('http://10.1.2.3:8080/hook', ['10.1.2.3:8080'])).toBeNull();
    expect(refusal('http://10.1.2.3:8080/hook', ['10.1.2.3'])).toContain('points to a private network');
  });

  it('should not repeat the secret path of a refused webhook', () => {
    expect(refusal('http://10.0.0.9/services/SECRET-TOKEN')).not.toContain('SECRET-TOKEN');
  });
});
