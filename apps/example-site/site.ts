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
  budgets: {
    landing: { js: 15360, htmlAndCss: 30720 },
    notFound: { js: 10240, htmlAndCss: 16384 },
  },
});
