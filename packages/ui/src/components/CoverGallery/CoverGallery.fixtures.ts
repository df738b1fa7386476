import type { Locale } from '@landing/content';
import {
  coverTemplateFixtures,
  sampleBook,
} from '../CoverTemplatePreview/CoverTemplatePreview.fixtures';
import type { CoverGalleryProps } from './CoverGallery';

/** Story and test props for the gallery in English and Spanish: JSON only, as a site passes them. */
export const coverGalleryFixtures: Record<Locale, CoverGalleryProps> = {
  en: {
    id: 'cover-templates',
    heading: 'Start from 20 cover templates',
    intro:
      'Pick a look and the AI fills it with your title, your name and new artwork. Open any cover to see it up close.',
    templates: [...coverTemplateFixtures.en],
    labels: {
      previous: 'Previous',
      next: 'Next',
      goTo: 'Go to slide {n}',
      counter: '{current}/{total}',
      open: 'Preview {name}',
      useTemplate: 'Use this template',
      viewAll: 'Sign up to see all templates',
      close: 'Close',
      newTab: '(opens in a new tab)',
      carousel: 'Cover templates',
    },
    useTemplateHref:
      'https://app.example.com/register?source=homepage&action=cover_use_template_{id}',
    viewAllHref: 'https://app.example.com/register?source=homepage&action=view_all_templates',
    sampleTitle: sampleBook.en.title,
    sampleAuthor: sampleBook.en.author,
  },
  es: {
    id: 'cover-templates',
    heading: 'Empieza con una de las 20 plantillas de portada',
    intro:
      'Elige un estilo y la IA lo completa con tu título, tu nombre e ilustraciones nuevas. Abre cualquier portada para verla de cerca.',
    templates: [...coverTemplateFixtures.es],
    labels: {
      previous: 'Anterior',
      next: 'Siguiente',
      goTo: 'Ir a la diapositiva {n}',
      counter: '{current}/{total}',
      open: 'Ver la plantilla {name}',
      useTemplate: 'Usa esta plantilla',
      viewAll: 'Regístrate para verlas todas',
      close: 'Cerrar',
      newTab: '(se abre en una pestaña nueva)',
      carousel: 'Plantillas de portada',
    },
    useTemplateHref:
      'https://app.example.com/register?lang=es&source=homepage&action=cover_use_template_{id}',
    viewAllHref:
      'https://app.example.com/register?lang=es&source=homepage&action=view_all_templates',
    sampleTitle: sampleBook.es.title,
    sampleAuthor: sampleBook.es.author,
  },
};
