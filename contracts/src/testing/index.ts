export { awards } from './award-block';
export { TEST_ADMIN_EMAIL } from './test-users';
