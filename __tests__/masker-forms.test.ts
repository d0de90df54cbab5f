import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { maskerOf } from '../src/masker.js';
import { ENCODINGS, ESCAPING } from './helpers/secret-encodings.js';

const secrets = fc.oneof(
  fc.string({ minLength: 4, maxLength: 24, unit: 'binary-ascii' }),
  fc.string({ minLength: 4, maxLength: 16, unit: 'grapheme' }),
  fc.constantFrom('p@ss/w0rd<&>"x\\y', 'hunter2 with spaces', 'ghs_0123456789abcdef', '****', 'a+b=c/d'),
);
const text = fc.string({ maxLength: 40 });

describe('maskerOf: every form of a secret', () => {
  it('for random secrets, encodings and surrounding text, no encoded form survives (nor one cut by a line break)', () => {
    fc.assert(
      fc.property(
        secrets.filter((secret) => secret.replace(/[\r\n]/g, '').length >= 4),
        fc.constantFrom(...Object.keys(ENCODINGS)),
        fc.string({ maxLength: 12, unit: 'grapheme-ascii' }),
        text,
        text,
        fc.option(fc.tuple(fc.nat(), fc.constantFrom('\n', '\r\n'))),
        (secret, encoding, user, before, after, cut) => {
          const form = ENCODINGS[encoding]!(secret, user);
          // Cut between two characters (code points: a line break never falls inside a surrogate pair).
          const characters = Array.from(form);
          const at = cut ? cut[0] % characters.length : 0;
          const shown = cut ? characters.slice(0, at).join('') + cut[1] + characters.slice(at).join('') : form;
          // Around a value, a text of the same language: what the encoder wrote of it (see ESCAPING).
          const around = (text: string) => (ESCAPING.has(encoding) ? ENCODINGS[encoding]!(text, user) : text);
          const masked = maskerOf([secret])(around(before) + shown + around(after));
          expect(masked.includes(form)).toBe(false);
          expect(masked.includes(shown)).toBe(false);
        },
      ),
      { numRuns: 3000 },
    );
  });

  it('masks the issue’s token in each form a server echoes it, and leaves the rest of the text as it was', () => {
    const secret = 'p@ss/w0rd<&>"x\\y';
    const mask = maskerOf([secret]);
    for (const encode of Object.values(ENCODINGS)) {
      expect(mask(`Cannot GET /items?t=${encode(secret, 'admin')}`)).toMatch(/^Cannot GET \/items\?t=\S*\*\*\*\S*$/);
    }
    expect(mask('ok-scenario GET /items?t=1 answered 200 in 3 ms')).toBe(
      'ok-scenario GET /items?t=1 answered 200 in 3 ms',
    );
  });

  it('no secret, or only ones too short to mask: the text as it was', () => {
    expect(maskerOf([])('a%40b')).toBe('a%40b');
    expect(maskerOf(['abc', ''])('abc abc')).toBe('abc abc');
  });
});
