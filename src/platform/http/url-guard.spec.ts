import fc from 'fast-check';
import { OutboundRefusedError } from './guarded-fetch-errors.js';
import { checkUrlPolicy, classifyAddress, normalizeUserUrl } from './url-guard.js';

function refusalOf(action: () => unknown): OutboundRefusedError | null {
  try {
    action();
    return null;
  } catch (error) {
    if (error instanceof OutboundRefusedError) {
      return error;
    }
    throw error;
  }
}

const checkUrl = (raw: string, allowHosts: string[] = []) => checkUrlPolicy(normalizeUserUrl(raw), allowHosts);

describe('url-guard', () => {
  describe(normalizeUserUrl.name, () => {
    describe('when the address has no scheme', () => {
      it.each([
        ['example.com', 'https://example.com/'],
        ['  example.com/about  ', 'https://example.com/about'],
        ['example.com:8443/x?y=1', 'https://example.com:8443/x?y=1'],
        ['//example.com/', 'https://example.com/'],
      ])('should read %j as %s', (raw, expected) => {
        expect(normalizeUserUrl(raw).href).toBe(expected);
      });
    });

    describe('when the address has a scheme', () => {
      it('should keep http as typed', () => {
        expect(normalizeUserUrl('http://example.com/page').href).toBe('http://example.com/page');
      });

      it('should keep other schemes so that the policy can refuse them', () => {
        expect(normalizeUserUrl('javascript:alert(1)').protocol).toBe('javascript:');
        expect(normalizeUserUrl('file:///etc/passwd').protocol).toBe('file:');
      });
    });

    describe('when the input is empty or unparsable', () => {
      it('should ask for a URL when it is blank', () => {
        expect(refusalOf(() => normalizeUserUrl('   '))?.message).toBe('Please enter a website URL to analyze.');
      });

      it.each(['http://exa mple.com', 'https://1.2.3.4.5/', 'http://[fe80::1%25eth0]/'])('should call %j not valid', (raw) => {
        const refusal = refusalOf(() => normalizeUserUrl(raw));
        expect(refusal?.reason).toBe('invalid-url');
        expect(refusal?.message).toBe('Please enter a valid website URL.');
      });
    });
  });

  describe(checkUrlPolicy.name, () => {
    describe('when the scheme is not http or https', () => {
      it.each(['file:///etc/passwd', 'ftp://example.com/', 'gopher://example.com/', 'javascript:alert(1)', 'data:text/html,hi'])(
        'should refuse %s',
        (raw) => {
          expect(refusalOf(() => checkUrl(raw))?.message).toBe('Only http and https addresses can be analyzed.');
        },
      );
    });

    describe('when the address carries credentials', () => {
      it('should refuse it', () => {
        expect(refusalOf(() => checkUrl('https://admin:secret@example.com/'))?.reason).toBe('credentials');
      });
    });

    describe('when the host is a loopback address in any notation', () => {
      it.each([
        '127.0.0.1',
        '127.0.0.1.',
        '2130706433',
        '017700000001',
        '0x7f000001',
        '0177.0.0.1',
        '0x7f.1',
        '0x7f.0.0.1',
        '127.1',
        '127.0.1',
        '%31%32%37.0.0.1',
        '127。0。0。1',
        '[::1]',
        '[0:0:0:0:0:0:0:1]',
        '[::ffff:127.0.0.1]',
        '[::ffff:7f00:1]',
        '[::127.0.0.1]',
        '[64:ff9b::127.0.0.1]',
        '[2002:7f00:1::]',
      ])('should refuse http://%s/', (host) => {
        expect(refusalOf(() => checkUrl(`http://${host}/`))?.message).toBe(
          'That address points to this server itself (loopback), which Trendjack is not allowed to reach.',
        );
      });
    });

    describe('when the host is in another refused class', () => {
      it.each([
        ['10.0.0.1', 'a private network'],
        ['172.16.5.4', 'a private network'],
        ['192.168.1.1', 'a private network'],
        ['3232235777', 'a private network'],
        ['[fc00::1]', 'a private network'],
        ['[fd12:3456::1]', 'a private network'],
        ['[::ffff:10.1.2.3]', 'a private network'],
        ['169.254.1.1', 'a link-local network'],
        ['[fe80::1]', 'a link-local network'],
        ['100.64.0.1', 'a carrier-grade NAT network'],
        ['100.127.255.254', 'a carrier-grade NAT network'],
        ['224.0.0.1', 'a multicast group'],
        ['[ff02::1]', 'a multicast group'],
        ['0.0.0.0', 'an unspecified address'],
        ['0', 'an unspecified address'],
        ['[::]', 'an unspecified address'],
        ['255.255.255.255', 'a broadcast address'],
        ['240.0.0.1', 'a reserved address range'],
        ['192.0.2.10', 'a reserved address range'],
        ['198.18.0.1', 'a reserved address range'],
        ['[2001:db8::1]', 'a reserved address range'],
        ['[2001::1]', 'a reserved address range'],
        ['[100::1]', 'a reserved address range'],
        ['169.254.169.254', 'a cloud metadata service'],
        ['0xa9fea9fe', 'a cloud metadata service'],
        ['[::ffff:169.254.169.254]', 'a cloud metadata service'],
        ['[64:ff9b::a9fe:a9fe]', 'a cloud metadata service'],
        ['[fd00:ec2::254]', 'a cloud metadata service'],
        ['metadata.google.internal', 'a cloud metadata service'],
        ['METADATA.GOOGLE.INTERNAL.', 'a cloud metadata service'],
      ])('should refuse http://%s/ as %s', (host, phrase) => {
        expect(refusalOf(() => checkUrl(`http://${host}/`))?.message).toBe(
          `That address points to ${phrase}, which Trendjack is not allowed to reach.`,
        );
      });
    });

    describe('when the port is not a standard web port', () => {
      it('should refuse it with the port named', () => {
        expect(refusalOf(() => checkUrl('http://example.com:8080/'))?.message).toBe(
          'Only addresses on the standard web ports (80 and 443) can be analyzed; this one uses port 8080.',
        );
      });
    });

    describe('when the host is in allowHosts', () => {
      it('should let host:port entries through on that port only', () => {
        expect(checkUrl('http://127.0.0.1:4100/', ['127.0.0.1:4100']).allowListed).toBe(true);
        expect(refusalOf(() => checkUrl('http://127.0.0.1:4101/', ['127.0.0.1:4100']))?.reason).toBe('blocked-address');
      });

      it('should let a bare host entry through on the standard ports only', () => {
        expect(checkUrl('http://intranet.example/', ['intranet.example']).allowListed).toBe(true);
        expect(refusalOf(() => checkUrl('http://intranet.example:8080/', ['intranet.example']))?.reason).toBe('port');
      });

      it('should match bracketed IPv6 entries', () => {
        expect(checkUrl('http://[::1]:4100/', ['[::1]:4100']).allowListed).toBe(true);
      });
    });

    describe('when the address is public', () => {
      it.each(['https://example.com/', 'http://93.184.216.34/', 'https://[2606:2800:220:1:248:1893:25c8:1946]/'])(
        'should pass %s on to the connection step',
        (raw) => {
          expect(checkUrl(raw).allowListed).toBe(false);
        },
      );
    });

    describe('when IPv4 is written in any mix of decimal, octal, hex and short forms', () => {
      it('should refuse it exactly when the dotted address is refused', () => {
        const notation = fc
          .tuple(
            fc.integer({ min: 0, max: 0xffffffff }),
            fc.integer({ min: 1, max: 4 }),
            fc.array(fc.constantFrom(10, 8, 16), { minLength: 4, maxLength: 4 }),
          )
          .map(([value, partCount, radices]) => ({ value, text: ipv4Notation(value, partCount, radices) }));
        fc.assert(
          fc.property(notation, ({ value, text }) => {
            const dotted = [value >>> 24, (value >>> 16) & 0xff, (value >>> 8) & 0xff, value & 0xff].join('.');
            const refused = refusalOf(() => checkUrl(`http://${text}/`)) !== null;
            expect(refused).toBe(classifyAddress(dotted) !== null);
          }),
          { numRuns: 500, seed: 7 },
        );
      });
    });
  });

  describe(classifyAddress.name, () => {
    describe('when the address is public unicast', () => {
      it.each(['93.184.216.34', '8.8.8.8', '2606:4700::6810:85e5', '64:ff9b::5db8:d822', '2002:5db8:d822::1'])(
        'should let %s through',
        (address) => {
          expect(classifyAddress(address)).toBeNull();
        },
      );
    });

    describe('when the address embeds or translates IPv4', () => {
      it.each([
        ['::ffff:0:7f00:1', 'reserved'],
        ['::5db8:d822', 'reserved'],
        ['64:ff9b:1::a00:1', 'private'],
        ['2002:0a00:0001::', 'private'],
        ['fe80::1%eth0', 'link-local'],
      ])('should classify %s as %s', (address, expected) => {
        expect(classifyAddress(address)).toBe(expected);
      });
    });

    describe('when the text is not a plain address', () => {
      it('should refuse to judge it as public', () => {
        expect(classifyAddress('0x7f.1')).toBe('reserved');
      });
    });
  });
});

/** Writes a 32-bit IPv4 value the way old inet_aton accepted it: 1 to 4 parts, each in base 10, 8 or 16. */
function ipv4Notation(value: number, partCount: number, radices: number[]): string {
  const octets = [value >>> 24, (value >>> 16) & 0xff, (value >>> 8) & 0xff, value & 0xff];
  const leading = octets.slice(0, partCount - 1);
  const restBytes = octets.slice(partCount - 1);
  const rest = restBytes.reduce((sum, octet) => sum * 256 + octet, 0);
  return [...leading, rest]
    .map((part, index) => {
      const radix = radices[index];
      if (radix === 16) {
        return `0x${part.toString(16)}`;
      }
      if (radix === 8) {
        return `0${part.toString(8)}`;
      }
      return String(part);
    })
    .join('.');
}
