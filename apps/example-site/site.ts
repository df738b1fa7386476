import { defineSite } from '@landing/devkit/site';

/**
 * The example third site (docs/CONTRIBUTING.md "Add a site"): built and tested, not served by
 * `npm start` or deployed.
 */
export const site = defineSite({
  id: 'example',
  title: 'Example site',
  product: false,
  ports: { start: 4175, dev: 5175, e2e: { site: 4275, stub: 4312 } },
  // A pixel its stand-in container's tags may load (e2e/tag-manager.spec.ts): any other is blocked.
  csp: { img: ['https://pixel.landing.test'] },
  budgets: {
    landing: { js: 15360, htmlAndCss: 30720 },
    notFound: { js: 10240, htmlAndCss: 16384 },
  },
});
