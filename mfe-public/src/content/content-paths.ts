import type { EntityOf } from '@agency/contracts';
import { PUBLIC_LIST_PATHS, type PublicBlock } from '@agency/contracts/public-reads';

export const CONTENT_PATHS = PUBLIC_LIST_PATHS;
export type { PublicBlock };
export type BlockRecords<K extends PublicBlock> = EntityOf<K>[];
