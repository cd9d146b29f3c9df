import { contentResource } from '@agency/contracts';
import { CONTENT_PATHS, type PublicBlock } from './content-paths';

test.each(Object.keys(CONTENT_PATHS) as PublicBlock[])('%s is read at its catalogue path', (block) => {
  const resource = contentResource(block);
  expect(resource.read).toBe('public');
  expect(resource.paths.list).toContain(CONTENT_PATHS[block]);
});
