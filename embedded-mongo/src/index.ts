export { startEmbeddedMongo } from './server/server';
export type { CommandEvent, EmbeddedMongo, EmbeddedMongoOptions } from './server/server';
export type { Logger } from './logger';
