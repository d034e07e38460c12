/**
 * The wire protocol's types, in one place for the server, the client SDK and
 * the web page. Nothing here imports anything else of the server, so the SDK
 * and the page can import it without pulling server code along.
 */
export * from './json';
export * from './prompts';
export * from './events';
export * from './errors';
export * from './matches';
