import { replyLink } from './reply-link.js';

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
