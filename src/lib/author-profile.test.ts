import { articleAuthorOf, authorProfileFrom, profileProblems, storedProfile, type AuthorProfile } from './author-profile.js';

const profile = (changes: Partial<AuthorProfile> & { links?: Partial<AuthorProfile['socialLinks']> } = {}): AuthorProfile => ({
  name: 'Maya Chen',
  bio: 'Editor.',
  avatar: '',
  ...changes,
  socialLinks: { twitter: '', linkedin: '', website: '', ...changes.links },
});

describe('a staff profile', () => {
  it('stores handles as addresses and keeps typed addresses as they are', () => {
    const stored = storedProfile(profile({ links: { twitter: ' @maya_c ', linkedin: 'in/maya-chen', website: 'maya.example.com/about' } }));
    expect(stored.socialLinks).toEqual({ twitter: 'https://x.com/maya_c', linkedin: 'https://www.linkedin.com/in/maya-chen', website: 'https://maya.example.com/about' });
    expect(storedProfile(profile({ links: { website: 'https://maya.example.com/' } })).socialLinks.website).toBe('https://maya.example.com/');
    // Not a handle: kept as typed, and refused.
    const odd = storedProfile(profile({ links: { twitter: 'javascript:alert(1)', website: 'not a site' } }));
    expect(odd.socialLinks).toMatchObject({ twitter: 'javascript:alert(1)', website: 'not a site' });
    expect(profileProblems(odd)).toEqual([{ field: 'twitter' }, { field: 'website' }]);
  });

  it('stores texts without bidirectional controls or characters XML forbids, and refuses a bio over 200 characters', () => {
    expect(storedProfile(profile({ bio: ' Long \u202eLPAA\u202c\u0000 at 150. ' })).bio).toBe('Long LPAA at 150.');
    expect(profileProblems(profile({ bio: 'x'.repeat(200) }))).toEqual([]);
    expect(profileProblems(profile({ bio: 'x'.repeat(201) }))).toEqual([{ field: 'bio' }]);
    expect(profileProblems(profile({ avatar: 'data:image/png;base64,AAAA' }))).toEqual([{ field: 'avatar' }]);
  });

  it('is read defensively, and copied into a byline with only what it holds', () => {
    expect(authorProfileFrom({ bio: 'No name' })).toBeNull();
    expect(authorProfileFrom({ name: 'Maya Chen', bio: 4, socialLinks: 'x' })).toEqual(profile({ bio: '' }));
    expect(articleAuthorOf('maya-chen', profile({ links: { linkedin: 'https://www.linkedin.com/in/maya' } }))).toEqual({
      id: 'maya-chen', name: 'Maya Chen', bio: 'Editor.', socialLinks: { linkedin: 'https://www.linkedin.com/in/maya' },
    });
    expect(articleAuthorOf('maya-chen', profile({ bio: '' }))).toEqual({ id: 'maya-chen', name: 'Maya Chen' });
  });
});
