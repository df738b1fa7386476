import type { Messages } from '@landing/content';
import { en } from '@landing/content/en';
import { es } from '@landing/content/es';
import { describeSectionJourneys } from '@landing/devkit/playwright/journeys';
import { site } from '../site';

// Each header section link in turn, a shared link to each section and Back and Forward, on the
// phone and the desktop, in both languages (docs/ARCHITECTURE.md "Quality").
describeSectionJourneys({
  site: site.id,
  homes: [
    { path: '/', t: en },
    { path: '/es/', t: es as Messages },
  ],
});
