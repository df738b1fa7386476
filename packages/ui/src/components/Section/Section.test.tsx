import { expectNoAxeViolations } from '@landing/devkit/testing/axe';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CtaLink } from './CtaLink.js';
import { Section } from './Section.js';

describe('given a section with a heading and an intro', () => {
  it('is a region landmark named by its h2 heading', async () => {
    const { container } = render(
      <Section heading="How it works" intro="Three steps from idea to book.">
        <p>Body</p>
      </Section>,
    );
    const region = screen.getByRole('region', { name: 'How it works' });
    expect(within(region).getByRole('heading', { level: 2, name: 'How it works' })).toBeVisible();
    expect(within(region).getByText('Three steps from idea to book.')).toBeVisible();
    expect(within(region).getByText('Body')).toBeVisible();
    await expectNoAxeViolations(container);
  });

  it('opens with the requested heading level', () => {
    render(<Section heading="Preguntas frecuentes" headingLevel={3} />);
    expect(screen.getByRole('heading', { level: 3, name: 'Preguntas frecuentes' })).toBeVisible();
  });

  it('renders no empty intro paragraph when there is none', () => {
    const { container } = render(<Section heading="Stats" />);
    expect(container.querySelectorAll('p')).toHaveLength(0);
  });
});

describe('given an anchor id', () => {
  it('carries the id for in-page links and derives a stable heading id', () => {
    const { container } = render(<Section id="steps-section" heading="Steps" />);
    const section = container.querySelector('section')!;
    expect(section).toHaveAttribute('id', 'steps-section');
    expect(section).toHaveAttribute('aria-labelledby', 'steps-section-heading');
    expect(screen.getByRole('heading', { name: 'Steps' })).toHaveAttribute(
      'id',
      'steps-section-heading',
    );
  });
});

describe('tones', () => {
  it.each(['plain', 'soft', 'inverse'] as const)('exposes the %s tone as data-tone', (tone) => {
    const { container } = render(<Section heading="Tone" tone={tone} />);
    expect(container.querySelector('section')).toHaveAttribute('data-tone', tone);
  });
});

describe('CtaLink', () => {
  it('is a real link carrying the tracking event and the new-tab announcement', async () => {
    const { container } = render(
      <CtaLink
        cta={{
          label: 'Empieza gratis',
          href: 'https://app.example.com/register?source=homepage&action=register',
          track: 'hero_start_trial',
          opensInNewTab: true,
          newTabLabel: '(se abre en una pestaña nueva)',
        }}
      />,
    );
    const link = screen.getByRole('link', {
      name: 'Empieza gratis (se abre en una pestaña nueva)',
    });
    expect(link).toHaveAttribute('data-track', 'hero_start_trial');
    expect(link).toHaveAttribute('target', '_blank');
    await expectNoAxeViolations(container);
  });

  it('stays in the tab and untracked when the call to action says nothing else', () => {
    render(<CtaLink cta={{ label: 'Read more', href: '/more' }} />);
    const link = screen.getByRole('link', { name: 'Read more' });
    expect(link).not.toHaveAttribute('target');
    expect(link).not.toHaveAttribute('data-track');
  });
});
