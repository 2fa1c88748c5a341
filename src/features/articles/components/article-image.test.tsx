import { fireEvent, render, screen } from '@testing-library/react';
import { AuthorAvatar } from '../../../components/ui/author-avatar.js';
import { siteImagePrefix } from '../../../config/image-prefix.js';
import { IMAGE_SIZES } from '../../../config/image-sizes.js';
import { responsiveImage, storedFileAddress } from '../../../lib/image-set.js';
import { ArticleImage } from './article-image.js';

// The site's Storage, as vite.config.ts gives it from firebase.json.
vi.stubEnv('VITE_STORAGE_EMULATOR_PORT', '9199');

const prefix = (): string => siteImagePrefix()!;
const BASE = 'harbour-at-dawn-k3j9x0a1b2c3d4e5f6g7';
const photo = (folder: string, width: number, height: number, at: number) =>
  storedFileAddress(prefix(), `images/${folder}/${BASE}-${width}x${height}-w${at}.jpg`);

describe('ArticleImage', () => {
  it('asks for the member of an image set its slot needs: srcset, the slot’s sizes, and the image’s size', () => {
    const src = photo('featured', 3000, 2000, 1200);
    render(<ArticleImage src={src} alt="The harbour" slot="hero" priority />);
    const image = screen.getByRole('img', { name: 'The harbour' });
    expect(image).toHaveAttribute('src', src);
    expect(image).toHaveAttribute('srcset', responsiveImage(prefix(), src)!.srcSet);
    expect(image.getAttribute('srcset')).toMatch(/-w320\.webp\?alt=media 320w, .*-w2000\.webp\?alt=media 2000w$/);
    expect(image).toHaveAttribute('sizes', IMAGE_SIZES.hero);
    expect(image).toHaveAttribute('width', '3000');
    expect(image).toHaveAttribute('height', '2000');
    expect(image).toHaveAttribute('fetchpriority', 'high');
    expect(image).toHaveAttribute('loading', 'eager');
  });

  it('gives each slot its own sizes, and a lazy image its place before its address', () => {
    render(<ArticleImage src={photo('featured', 1600, 900, 1200)} alt="A card" slot="listCard" />);
    const image = screen.getByRole('img', { name: 'A card' });
    expect(image).toHaveAttribute('sizes', IMAGE_SIZES.listCard);
    expect(image).toHaveAttribute('loading', 'lazy');
    expect([image.getAttribute('width'), image.getAttribute('height')]).toEqual(['1600', '900']);
  });

  it.each([
    ['an SVG drawing', storedFileAddress(prefix(), 'images/featured/chart-k3j9x0a1b2c3d4e5f6g7.svg')],
    ['another site’s photograph', 'https://cdn.example/photo-3000x2000-w1200.jpg'],
    ['an address with a download token', `${storedFileAddress(prefix(), 'images/featured/old-k3j9x0a1b2c3d4e5f6g7.jpg')}&token=t`],
  ])('shows %s by its address alone', (_, src) => {
    render(<ArticleImage src={src} alt="Picture" slot="card" priority />);
    const image = screen.getByRole('img', { name: 'Picture' });
    expect(image).toHaveAttribute('src', src);
    for (const name of ['srcset', 'sizes', 'width', 'height']) expect(image).not.toHaveAttribute(name);
  });

  it('draws the placeholder when there is no image, or when it fails to load', () => {
    const { rerender } = render(<ArticleImage src={null} slot="card" />);
    expect(screen.getByTestId('article-image-placeholder')).toBeInTheDocument();
    rerender(<ArticleImage src={photo('featured', 3000, 2000, 1200)} alt="Broken" slot="card" priority />);
    fireEvent.error(screen.getByRole('img', { name: 'Broken' }));
    expect(screen.getByTestId('article-image-placeholder')).toBeInTheDocument();
    expect(screen.queryByRole('img')).toBeNull();
  });
});

describe('AuthorAvatar', () => {
  it('asks for the member of an avatar set its frame needs', () => {
    const src = photo('avatars', 800, 800, 192);
    const { container } = render(<AuthorAvatar name="Maya Chen" src={src} size="large" />);
    const image = container.querySelector('img')!;
    expect(image.getAttribute('srcset')).toMatch(/-w96\.webp\?alt=media 96w, .*-w384\.webp\?alt=media 384w$/);
    expect(image).toHaveAttribute('sizes', IMAGE_SIZES.avatarLarge);
    expect([image.getAttribute('width'), image.getAttribute('height')]).toEqual(['800', '800']);
  });

  it('shows any other picture by its address alone', () => {
    const { container } = render(<AuthorAvatar name="Maya Chen" src="https://cdn.example/maya.png" />);
    const image = container.querySelector('img')!;
    expect(image).toHaveAttribute('src', 'https://cdn.example/maya.png');
    expect(image).not.toHaveAttribute('srcset');
    expect(image).not.toHaveAttribute('sizes');
  });

  it('shows the initials when the picture fails to load', () => {
    const { container } = render(<AuthorAvatar name="Maya Chen" src={photo('avatars', 800, 800, 192)} />);
    fireEvent.error(container.querySelector('img')!);
    expect(screen.getByTestId('avatar-placeholder')).toHaveTextContent('MC');
  });
});
