// The shell reads the landing blocks while this code downloads (its route declares them); the page's queries
// take those answers from the shared cache.
export { default } from '../landing/landing-page';
