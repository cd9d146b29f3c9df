/** Injection token for the validated AppConfig; inject it instead of reading process.env. */
export const APP_CONFIG = Symbol('APP_CONFIG');
