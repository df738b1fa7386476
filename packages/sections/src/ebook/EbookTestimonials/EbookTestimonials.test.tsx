import { formatMessage, type Locale } from '@landing/content';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { blockConfig, messagesFor, startsWith } from '../../blocks.fixtures.js';
import { EbookTestimonials, type EbookTestimonialsProps } from './EbookTestimonials.js';

/** Review sources as a deployment configures them (README "Configuration"). */
const configured = {
  ...blockConfig,
  reviewsUrl: 'https://www.trustpilot.com/review/inkwell.example',
  reviewSites: ['Trustpilot', 'G2'] as const,
};

function props(locale: Locale): EbookTestimonialsProps {
  const m = messagesFor(locale);
  return {
    copy: { ...m.ebook.testimonials, carousel: m.ebook.carousel },
    common: m.common,
    locale,
    config: configured,
  };
}

describe.each([
  ['en', 'Review on Trustpilot', 'Review on G2'],
  ['es', 'Reseña en Trustpilot', 'Reseña en G2'],
] as const)('the testimonials in %s, with two configured review sites', (locale, first, second) => {
  const t = messagesFor(locale);
  const region = () => screen.getByRole('region', { name: t.ebook.testimonials.controls.label });

  it('names the configured site each quote comes from', async () => {
    const user = userEvent.setup();
    render(<EbookTestimonials {...props(locale)} />);
    // The first two quotes come from one site each (docs/PRODUCT.md §3.4).
    expect(t.ebook.testimonials.items.slice(0, 2).map((item) => item.source)).toEqual([0, 1]);
    expect(within(region()).getByRole('group')).toHaveTextContent(first);
    const goTo = formatMessage(t.ebook.testimonials.controls.goTo, { n: 2 });
    await user.click(within(region()).getByRole('button', { name: goTo }));
    expect(within(region()).getByRole('group')).toHaveTextContent(second);
  });

  it('describes each screenshot with its configured site', () => {
    render(<EbookTestimonials {...props(locale)} />);
    const names = screen.getAllByRole('img').map((img) => img.getAttribute('alt') ?? '');
    expect(names).toHaveLength(12);
    const shots = t.ebook.testimonials.reviewImages.shots;
    expect(names).toEqual(
      shots.map((shot) =>
        formatMessage(shot.alt, { platform: configured.reviewSites[shot.source] }),
      ),
    );
    expect(names.filter((name) => name.includes('Trustpilot')).length).toBeGreaterThan(0);
    expect(names.filter((name) => name.includes('G2')).length).toBeGreaterThan(0);
  });

  it('links "Read more reviews" to the configured listing, in a new tab', () => {
    render(<EbookTestimonials {...props(locale)} />);
    const more = screen.getByRole('link', { name: startsWith(t.ebook.testimonials.readMore) });
    expect(more).toHaveTextContent(t.common.opensInNewTab);
    expect(more).toHaveAttribute('target', '_blank');
    expect(more).toHaveAttribute('rel', 'noopener');
    expect(more).toHaveAttribute('data-track', 'testimonials_read_reviews');
    // A Spanish page asks for the listing in Spanish, as its hand-offs do (docs/PRODUCT.md §2.7).
    expect(more).toHaveAttribute(
      'href',
      locale === 'es'
        ? 'https://www.trustpilot.com/review/inkwell.example?lang=es'
        : 'https://www.trustpilot.com/review/inkwell.example',
    );
  });
});

describe('a Spanish page’s link to a listing that has a query of its own', () => {
  it('keeps the query and the fragment, and sets lang=es once', () => {
    render(
      <EbookTestimonials
        {...props('es')}
        config={{ ...configured, reviewsUrl: 'https://reviews.example.com/p?lang=en&page=2#top' }}
      />,
    );
    const readMore = messagesFor('es').ebook.testimonials.readMore;
    const more = screen.getByRole('link', { name: startsWith(readMore) });
    expect(more).toHaveAttribute('href', 'https://reviews.example.com/p?lang=es&page=2#top');
  });
});
