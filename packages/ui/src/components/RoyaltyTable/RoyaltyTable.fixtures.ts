import type { Locale } from '@landing/content';
import type { RoyaltyTableProps } from './RoyaltyTable';

/** Story and test copy for the royalty comparison (docs/PRODUCT.md §9.11), in English and Spanish. */
export const royaltyTableFixtures: Record<Locale, RoyaltyTableProps> = {
  en: {
    caption: 'How much of each sale you keep',
    columns: ['Platform', 'Your royalty', 'What to know'],
    highlightLabel: 'Best for authors',
    rows: [
      {
        id: 'retail',
        platform: 'Large retail platform',
        royalty: '35-70%',
        note: 'The higher rate only within set price bands',
      },
      {
        id: 'creator',
        platform: 'Creator-sales platform',
        royalty: '90%',
        note: 'You bring every reader yourself',
      },
      {
        id: 'traditional',
        platform: 'Traditional publishing',
        royalty: '10-15%',
        note: 'After the advance earns out',
      },
      {
        id: 'inkwell',
        platform: 'Inkwell AI marketplace',
        royalty: '85% or 100%',
        note: '85% with card checkout, 100% with your own checkout link',
        highlight: true,
      },
    ],
  },
  es: {
    caption: 'Cuánto te quedas de cada venta',
    columns: ['Plataforma', 'Tus regalías', 'Lo que debes saber'],
    highlightLabel: 'La mejor para autores',
    rows: [
      {
        id: 'retail',
        platform: 'Gran plataforma minorista',
        royalty: '35-70%',
        note: 'El porcentaje alto solo en ciertas franjas de precio',
      },
      {
        id: 'creator',
        platform: 'Plataforma de venta para creadores',
        royalty: '90%',
        note: 'Cada lector lo consigues tú',
      },
      {
        id: 'traditional',
        platform: 'Editorial tradicional',
        royalty: '10-15%',
        note: 'Cuando el anticipo ya se ha cubierto',
      },
      {
        id: 'inkwell',
        platform: 'Marketplace de Inkwell AI',
        royalty: '85% o 100%',
        note: '85% con pago con tarjeta, 100% con tu propio enlace de pago',
        highlight: true,
      },
    ],
  },
};
