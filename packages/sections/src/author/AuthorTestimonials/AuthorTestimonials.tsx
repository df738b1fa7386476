import type { Messages } from '@landing/content';
import { Section } from '@landing/ui/components/Section';
import { TestimonialCard } from '@landing/ui/components/TestimonialCard';
import * as styles from './AuthorTestimonials.css.js';

export interface AuthorTestimonialsProps {
  /** `messages.author.testimonials`. */
  copy: Messages['author']['testimonials'];
  /**
   * Level of the section heading.
   * @default 2
   */
  headingLevel?: 2 | 3;
}

/** Three authors' testimonials on the author landing (docs/PRODUCT.md §2.6). */
export function AuthorTestimonials({ copy, headingLevel = 2 }: AuthorTestimonialsProps) {
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
              labels={{ rating: copy.ratingLabel }}
            />
          </li>
        ))}
      </ul>
    </Section>
  );
}
