import { CLAIM_EVIDENCE, isTranslation, type Locale, type Messages } from '@landing/content';
import { Section } from '@landing/ui/components/Section';
import { TestimonialCard } from '@landing/ui/components/TestimonialCard';
import * as styles from './AuthorTestimonials.css.js';

export interface AuthorTestimonialsProps {
  /** `messages.author.testimonials`. */
  copy: Messages['author']['testimonials'];
  /** The page's language: a quote written in the other one says it is a translation. */
  locale: Locale;
  /**
   * Level of the section heading.
   * @default 2
   */
  headingLevel?: 2 | 3;
}

/**
 * Three authors' testimonials on the author landing (docs/PRODUCT.md §2.6). A quote its author
 * wrote in the other language says it is a translation (packages/content/src/evidence.ts).
 */
export function AuthorTestimonials({ copy, locale, headingLevel = 2 }: AuthorTestimonialsProps) {
  return (
    <Section heading={copy.heading} headingLevel={headingLevel}>
      <ul className={styles.root}>
        {copy.items.map((item) => (
          <li key={item.id}>
            <TestimonialCard
              quote={item.quote}
              author={item.author}
              title={item.title}
              rating={item.rating}
              translated={isTranslation(CLAIM_EVIDENCE.authorTestimonials[item.id], locale)}
              labels={{ rating: copy.ratingLabel, translated: copy.translatedLabel }}
            />
          </li>
        ))}
      </ul>
    </Section>
  );
}
