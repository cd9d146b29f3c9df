export { startEmbeddedMongo } from './server';
export type { CommandEvent, EmbeddedMongo, EmbeddedMongoOptions } from './server';
export type { Logger } from './logger';
