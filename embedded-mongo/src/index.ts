export { startEmbeddedMongo } from './server/start';
export type { CommandEvent, EmbeddedMongo, EmbeddedMongoOptions } from './server/options';
export type { Logger } from './logger';
export { readDataSnapshot } from './server/data-snapshot';
export type { CollectionSnapshot, DataSnapshot } from './server/data-snapshot';
