import { mailtoLink, replyLink } from './reply-link.js';

describe('the reply link', () => {
  it('answers the sender with the subject "Re: …", encoded', () => {
    expect(replyLink('priya.nair@example.com', 'Research request: chips & tools?')).toBe(
      'mailto:priya.nair@example.com?subject=Re%3A%20Research%20request%3A%20chips%20%26%20tools%3F',
    );
  });

  it('does not stack a second Re:', () => {
    expect(replyLink('a@example.com', 'RE: your note')).toBe('mailto:a@example.com?subject=RE%3A%20your%20note');
  });
});

describe('the mailto: links of a stored address', () => {
  /** What a mail program reads from a link: the decoded address, and the headers of its query. */
  const read = (link: string) => {
    const url = new URL(link);
    return { protocol: url.protocol, to: decodeURIComponent(url.pathname), headers: [...url.searchParams.keys()], subject: url.searchParams.get('subject') };
  };

  it('keeps an ordinary address readable', () => {
    expect(mailtoLink('Sam.O-Neil+news@example.co.uk')).toBe('mailto:Sam.O-Neil%2Bnews@example.co.uk');
  });

  it.each([
    'a%40b.example%2Cc@d.example',
    'x@y.example?cc=z@evil.example',
    'x@y.example%0D%0ABcc:z@evil.example',
    'x@y.example\r\nBcc: z@evil.example',
    'x@y.example,z@evil.example',
    'x@y.example&body=hello#top',
  ])('writes to %j and to nobody else, with no other header', (email) => {
    expect(read(mailtoLink(email))).toEqual({ protocol: 'mailto:', to: email, headers: [], subject: null });
    expect(read(replyLink(email, 'Research request'))).toEqual({ protocol: 'mailto:', to: email, headers: ['subject'], subject: 'Re: Research request' });
  });

  it.each(['Hi&body=Click https://evil.example&cc=z@evil.example', 'Hi%26body%3Dx', 'Hi\r\nBcc: z@evil.example', 'Hi#fragment?x=1'])(
    'carries the subject %j as the subject alone',
    (subject) => {
      expect(read(replyLink('sam@example.com', subject))).toEqual({ protocol: 'mailto:', to: 'sam@example.com', headers: ['subject'], subject: `Re: ${subject.trim()}` });
    },
  );
});
