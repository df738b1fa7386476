export { AuthorHero, type AuthorHeroProps } from './AuthorHero.js';
