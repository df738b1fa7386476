export {
  AuthorLanding,
  type AuthorLandingConfig,
  type AuthorLandingProps,
} from './AuthorLanding.js';
