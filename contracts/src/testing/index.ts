export { awards, awardsDemo } from './blocks/awards';
export { TEST_ADMIN_EMAIL } from './test-users';
export { generatedWithTestBlock, sectionFolders } from './block-index';
