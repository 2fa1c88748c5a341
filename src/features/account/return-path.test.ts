import { returnPath } from './return-path.js';

const SITE = 'https://finance.example';

describe('the page to return to after logging in', () => {
  it('is the dashboard by default', () => {
    expect(returnPath(null, SITE)).toBe('/dashboard');
    expect(returnPath('', SITE)).toBe('/dashboard');
  });

  it('is the given path on this site, with its query and fragment', () => {
    expect(returnPath('/article/free-cash-flow', SITE)).toBe('/article/free-cash-flow');
    expect(returnPath('/blog?tag=ETFs', SITE)).toBe('/blog?tag=ETFs');
    expect(returnPath('/article/x#comments', SITE)).toBe('/article/x#comments');
    expect(returnPath(`${SITE}/blog?search=bonds`, SITE)).toBe('/blog?search=bonds');
  });

  it('uses the page the browser is on when no origin is given', () => {
    expect(returnPath('/blog')).toBe('/blog');
    expect(returnPath('https://evil.example/')).toBe('/dashboard');
  });

  it.each([
    ['another site', 'https://evil.example/'],
    ['a protocol-relative address', '//evil.example/path'],
    ['a backslash', '/\\evil.example'],
    ['two backslashes', '\\\\evil.example'],
    ['a tab between the slashes', '/\t/evil.example'],
    ['a newline between the slashes', '/\n/evil.example'],
    ['a carriage return and tab', '\r/\t/evil.example'],
    ['a dot segment that leaves two slashes', '/.//evil.example'],
    ['an encoded dot segment', '/%2e//evil.example'],
    ['a javascript: address', 'javascript:alert(1)'],
    ['a javascript: address with a tab', 'java\tscript:alert(1)'],
    ['a data: address', 'data:text/html,<script>alert(1)</script>'],
    ['user info before the host', 'https://finance.example@evil.example/'],
    ['another port of this host', 'https://finance.example:8443/'],
    ['plain http of this host', 'http://finance.example/'],
  ])('is never %s', (_what, redirect) => {
    expect(returnPath(redirect, SITE)).toBe('/dashboard');
  });

  it('keeps encoded slashes as part of a path on this site', () => {
    const path = returnPath('/%2F%2Fevil.example', SITE);
    expect(path).toBe('/%2F%2Fevil.example');
    expect(new URL(path, SITE).origin).toBe(SITE);
  });

  it('is never an account screen, which would send a signed-in user in circles', () => {
    expect(returnPath('/login?redirect=/login', SITE)).toBe('/dashboard');
    expect(returnPath('/register', SITE)).toBe('/dashboard');
  });
});
