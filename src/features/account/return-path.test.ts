import { returnPath } from './return-path.js';

describe('the page to return to after logging in', () => {
  it('is the dashboard by default', () => {
    expect(returnPath(null)).toBe('/dashboard');
    expect(returnPath('')).toBe('/dashboard');
  });

  it('is the given path on this site, with its query', () => {
    expect(returnPath('/article/free-cash-flow')).toBe('/article/free-cash-flow');
    expect(returnPath('/blog?tag=ETFs')).toBe('/blog?tag=ETFs');
  });

  it('is never another site', () => {
    expect(returnPath('https://evil.example/')).toBe('/dashboard');
    expect(returnPath('//evil.example/path')).toBe('/dashboard');
    expect(returnPath('/\\evil.example')).toBe('/dashboard');
    expect(returnPath('javascript:alert(1)')).toBe('/dashboard');
  });

  it('is never an account screen, which would send a signed-in user in circles', () => {
    expect(returnPath('/login?redirect=/login')).toBe('/dashboard');
    expect(returnPath('/register')).toBe('/dashboard');
  });
});
