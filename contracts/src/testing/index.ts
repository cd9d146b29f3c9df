export { awards, awardsDemo } from './blocks/awards';
export { TEST_ADMIN_EMAIL } from './test-users';
export { BLOCKS_DIR, generatedWithTestBlock, SECTIONS_DIR } from './block-index';
