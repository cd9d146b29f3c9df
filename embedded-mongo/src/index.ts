export { startEmbeddedMongo } from './server/start';
export type { CommandEvent, EmbeddedMongo, EmbeddedMongoOptions } from './server/options';
export type { Logger } from './logger';
