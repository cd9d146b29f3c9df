export { awards } from './award-block';
